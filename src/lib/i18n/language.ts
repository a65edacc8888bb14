import {
  applyUiLanguage,
  currentUiLanguage,
  onUiLanguageChange,
  type TextSpec,
  type Translate,
  type UiLanguage,
} from './texts';

export { currentUiLanguage, onUiLanguageChange };

/** A language's translations, by namespace (the shape of each feature's texts.en.ts / texts.de.ts). */
export type LocaleBundle = Record<string, TextSpec>;

type Loader = (language: 'en' | 'de') => Promise<LocaleBundle>;
let loader: Loader | null = null;
const translators = new Map<'en' | 'de', Translate>();

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

/** Keeps a language on this device for the signed-out pages ('spec' forgets the choice). */
export function storeUiLanguage(language: UiLanguage) {
  try {
    if (language === 'spec') globalThis.localStorage?.removeItem(STORAGE_KEY);
    else globalThis.localStorage?.setItem(STORAGE_KEY, language);
  } catch {
    // private mode: the choice lasts for this page only
  }
}

/** The BCP 47 tag for <html lang> and Intl: the spec's texts have always been served as "en". */
export const localeOf = (language: UiLanguage): 'en' | 'de' => (language === 'de' ? 'de' : 'en');

/**
 * Switches every text of the app (loading the locale on first use), sets <html lang> and, with
 * remember, keeps the choice on this device for signed-out pages.
 */
let latest = 0;

export async function setUiLanguage(language: UiLanguage, { remember = false } = {}) {
  if (remember) storeUiLanguage(language);
  const call = ++latest;
  let translator: Translate | null = null;
  if (language !== 'spec') {
    translator = translators.get(language) ?? null;
    if (!translator && loader) {
      const [bundle, { translatorFor }] = await Promise.all([
        loader(language),
        import('./translator'),
      ]);
      translator = translatorFor(language, bundle);
      translators.set(language, translator);
    }
  }
  if (call !== latest) return; // a later choice won while this one loaded
  if (typeof document !== 'undefined') document.documentElement.lang = localeOf(language);
  applyUiLanguage(language, translator);
}
