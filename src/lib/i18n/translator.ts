import i18next from 'i18next';
import { entriesOf, SPEC_TEXTS, type TextSpec, type Translate } from './texts';

/** i18next resources of one namespace ({{x}} interpolation, `key_one` / `key_other` plurals). */
export function toResource(texts: TextSpec): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, entry] of entriesOf(texts)) {
    if (typeof entry === 'string') out[key] = entry;
    else if (typeof entry.template === 'string') out[key] = entry.template;
    else {
      out[`${key}_one`] = entry.template.one;
      out[`${key}_other`] = entry.template.other;
    }
  }
  return out;
}

const i18n = i18next.createInstance();
void i18n.init({
  lng: 'spec',
  fallbackLng: 'spec',
  load: 'currentOnly',
  keySeparator: false, // group keys are flat: 'share.label'
  initAsync: false,
  resources: {},
  interpolation: { escapeValue: false }, // React escapes
  returnNull: false,
});

/**
 * The translator of one language (i18next, its own chunk: only the first en/de choice downloads it).
 * The spec texts are the fallback, so a namespace a locale lacks still shows its spec wording.
 */
export function translatorFor(language: 'en' | 'de', bundle: Record<string, TextSpec>): Translate {
  for (const [namespace, spec] of Object.entries(SPEC_TEXTS))
    i18n.addResourceBundle('spec', namespace, toResource(spec), true, true);
  for (const [namespace, texts] of Object.entries(bundle))
    i18n.addResourceBundle(language, namespace, toResource(texts), true, true);
  const t = i18n.getFixedT(language);
  return (namespace, key, values) => t(key, { ns: namespace, ...values });
}
