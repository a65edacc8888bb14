import { i18n, toResource, type TextSpec, type UiLanguage } from './texts';

/** A language's translations, by namespace (the shape of each feature's texts.en.ts / texts.de.ts). */
export type LocaleBundle = Record<string, Record<string, TextSpec[string]>>;

type Loader = (language: 'en' | 'de') => Promise<LocaleBundle>;
let loader: Loader | null = null;
const loaded = new Set<UiLanguage>(['spec']);

/** The app tells lib how to fetch a locale (a dynamic import, so only the chosen one is downloaded). */
export function registerLocaleLoader(load: Loader) {
  loader = load;
}

const STORAGE_KEY = 'sous.language';

/** The choice a signed-out visitor made on this device, if any. */
export function storedUiLanguage(): UiLanguage | null {
  try {
    const value = globalThis.localStorage?.getItem(STORAGE_KEY);
    return value === 'en' || value === 'de' ? value : null;
  } catch {
    return null;
  }
}

function storeUiLanguage(language: UiLanguage) {
  try {
    if (language === 'spec') globalThis.localStorage?.removeItem(STORAGE_KEY);
    else globalThis.localStorage?.setItem(STORAGE_KEY, language);
  } catch {
    // private mode: the choice lasts for this page only
  }
}

/** The current language. */
export const currentUiLanguage = (): UiLanguage => (i18n.language as UiLanguage) || 'spec';

/** The BCP 47 tag for <html lang> and Intl: the spec's texts have always been served as "en". */
export const localeOf = (language: UiLanguage): 'en' | 'de' => (language === 'de' ? 'de' : 'en');

/**
 * Switches every text of the app (loading the locale on first use), sets <html lang> and, with
 * remember, keeps the choice on this device for signed-out pages.
 */
export async function setUiLanguage(language: UiLanguage, { remember = false } = {}) {
  if (remember) storeUiLanguage(language);
  if (language !== 'spec' && !loaded.has(language) && loader) {
    const bundle = await loader(language);
    for (const [namespace, texts] of Object.entries(bundle)) {
      i18n.addResourceBundle(language, namespace, toResource(texts), true, true);
    }
    loaded.add(language);
  }
  if (typeof document !== 'undefined') document.documentElement.lang = localeOf(language);
  if (i18n.language !== language) await i18n.changeLanguage(language);
}

/** Subscribes to language changes (for useSyncExternalStore). */
export function onUiLanguageChange(listener: () => void) {
  i18n.on('languageChanged', listener);
  return () => i18n.off('languageChanged', listener);
}
