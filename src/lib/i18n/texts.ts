import i18next, { type i18n as I18n } from 'i18next';

/**
 * The app's languages. 'spec' is the default: the product spec's texts word for word (mixed German and
 * English, docs/decisions/0010-spec-german-texts.md). 'en' and 'de' make every text one language.
 */
export type UiLanguage = 'spec' | 'en' | 'de';
export const UI_LANGUAGES: readonly UiLanguage[] = ['spec', 'en', 'de'];

/** A text with named {{placeholders}}; a `count` argument picks the `_one` / `_other` form. */
export interface Template<A extends readonly string[]> {
  readonly template: string | { one: string; other: string };
  readonly args: A;
}

/** A text with arguments, e.g. `args('Schritt {{step}} von {{total}}', 'step', 'total')`. */
export const args = <A extends string[]>(template: string, ...names: A): Template<A> => ({
  template,
  args: names,
});

/** A counted text: `plural('{{count}} Rezept', '{{count}} Rezepte')` becomes `(count) => string`. */
export const plural = (one: string, other: string): Template<['count']> => ({
  template: { one, other },
  args: ['count'],
});

type Entry = string | Template<readonly string[]>;
export type TextSpec = Record<string, Entry>;

type ArgValues<A extends readonly string[]> = {
  [K in keyof A]: A[K] extends 'count' ? number : string | number;
};

/** What a feature's code reads: strings stay strings, templates become functions. */
export type Texts<S extends TextSpec> = {
  readonly [K in keyof S]: S[K] extends Template<infer A>
    ? (...values: ArgValues<A>) => string
    : string;
};

/** A translation of a feature's spec texts: every key, same kind (a string or the same template). */
export type Translation<S extends TextSpec> = {
  readonly [K in keyof S]: S[K] extends Template<readonly string[]>
    ? Template<readonly string[]> | string
    : string;
};

/** i18next resources of one namespace ({{x}} interpolation, `key_one` / `key_other` plurals). */
export function toResource(texts: Record<string, Entry>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, entry] of Object.entries(texts)) {
    if (typeof entry === 'string') out[key] = entry;
    else if (typeof entry.template === 'string') out[key] = entry.template;
    else {
      out[`${key}_one`] = entry.template.one;
      out[`${key}_other`] = entry.template.other;
    }
  }
  return out;
}

/** The one i18next instance of the app (the spec texts are bundled; en/de load on demand). */
export const i18n: I18n = i18next.createInstance();
void i18n.init({
  lng: 'spec',
  fallbackLng: 'spec',
  supportedLngs: UI_LANGUAGES as UiLanguage[],
  load: 'currentOnly',
  initAsync: false,
  resources: {},
  interpolation: { escapeValue: false }, // React escapes
  returnNull: false,
});

/** Every namespace's spec texts, for the completeness test and the lazy bundles. */
export const SPEC_TEXTS: Record<string, TextSpec> = {};

/**
 * Declares a feature's texts (the one place they live) in the spec's wording. The returned object reads
 * like the old constants (`T.save`, `T.recipeCount(3)`) but answers in the current language.
 */
export function defineTexts<S extends TextSpec>(namespace: string, spec: S): Texts<S> {
  SPEC_TEXTS[namespace] = spec;
  i18n.addResourceBundle('spec', namespace, toResource(spec), true, true);
  const texts: Record<string, unknown> = {};
  for (const [key, entry] of Object.entries(spec)) {
    if (typeof entry === 'string') {
      Object.defineProperty(texts, key, {
        enumerable: true,
        get: () => i18n.t(key, { ns: namespace }),
      });
    } else {
      const names = entry.args;
      texts[key] = (...values: (string | number)[]) =>
        i18n.t(key, {
          ns: namespace,
          ...Object.fromEntries(names.map((name, i) => [name, values[i]])),
        });
    }
  }
  return texts as Texts<S>;
}
