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

export type Entry = string | Template<readonly string[]>;
/** A feature's texts: entries and named groups of entries (`share: { label: ... }` reads `T.share.label`). */
export interface TextSpec {
  readonly [key: string]: Entry | TextSpec;
}

/** A template (`args`/`plural`) as opposed to a group of texts. */
export const isTemplate = (value: Entry | TextSpec): value is Template<readonly string[]> =>
  typeof value === 'object' && 'template' in value && 'args' in value;

type ArgValues<A extends readonly string[]> = {
  [K in keyof A]: A[K] extends 'count' ? number : string | number;
};

/** What a feature's code reads: strings stay strings, templates become functions, groups nest. */
export type Texts<S extends TextSpec> = {
  readonly [K in keyof S]: S[K] extends string
    ? string
    : S[K] extends Template<infer A>
      ? (...values: ArgValues<A>) => string
      : S[K] extends TextSpec
        ? Texts<S[K]>
        : never;
};

/** A translation of a key set's English source: every key, same kind (string, template, group). */
export type Translation<S extends TextSpec> = {
  readonly [K in keyof S]: S[K] extends string
    ? string
    : S[K] extends Template<readonly string[]>
      ? Template<readonly string[]> | string
      : S[K] extends TextSpec
        ? Translation<S[K]>
        : never;
};

/**
 * The spec's wording laid over the English source: only the keys where the spec says something else
 * (the German of collections and the library, decision record 0010), each of the English key's kind.
 */
export type SpecOverlay<S extends TextSpec> = {
  readonly [K in keyof S]?: S[K] extends string
    ? string
    : S[K] extends Template<readonly string[]>
      ? Template<readonly string[]> | string
      : S[K] extends TextSpec
        ? SpecOverlay<S[K]>
        : never;
};

/** The English source with the spec's overlay on it: what the default language shows. */
export function withOverlay(source: TextSpec, overlay: TextSpec | undefined): TextSpec {
  if (!overlay) return source;
  const merged: Record<string, Entry | TextSpec> = {};
  for (const [key, value] of Object.entries(source)) {
    const over = overlay[key];
    if (over === undefined) merged[key] = value;
    else if (typeof value === 'string' || isTemplate(value)) merged[key] = over;
    else merged[key] = withOverlay(value, over as TextSpec);
  }
  return merged;
}

/** Every entry of a spec with its dotted key (`share.label`), groups flattened. */
export function* entriesOf(spec: TextSpec, prefix = ''): Generator<[string, Entry]> {
  for (const [key, value] of Object.entries(spec)) {
    if (typeof value === 'string' || isTemplate(value)) yield [prefix + key, value];
    else yield* entriesOf(value, `${prefix}${key}.`);
  }
}

type Values = Record<string, string | number>;

/** Looks up a translated text (i18next, loaded with the first en/de choice: see ./translator). */
export type Translate = (namespace: string, key: string, values?: Values) => string;

let language: UiLanguage = 'spec';
let translate: Translate | null = null;
const listeners = new Set<() => void>();

/** The current language. */
export const currentUiLanguage = (): UiLanguage => language;

/** Switches the language (with its translator; 'spec' needs none) and tells the subscribers. */
export function applyUiLanguage(next: UiLanguage, translator: Translate | null) {
  translate = next === 'spec' ? null : translator;
  if (language === next) return;
  language = next;
  for (const listener of listeners) listener();
}

/** Subscribes to language changes (for useSyncExternalStore). */
export function onUiLanguageChange(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** A spec text as is: {{name}} filled in, the `one` form when count is 1 (no i18next needed). */
function specText(entry: Entry, values: Values): string {
  if (typeof entry === 'string') return entry;
  const { template } = entry;
  const text =
    typeof template === 'string' ? template : values.count === 1 ? template.one : template.other;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

/** Every namespace's English source (`texts.en.ts`), for the tests. */
export const ENGLISH_TEXTS: Record<string, TextSpec> = {};
/** Every namespace's spec overlay (`texts.spec.ts`; empty where the spec says the English). */
export const SPEC_OVERLAYS: Record<string, TextSpec> = {};
/** Every namespace's texts in the default language (English + overlay): i18next's fallback. */
export const SPEC_TEXTS: Record<string, TextSpec> = {};

/**
 * Declares a key set's texts under a namespace: the English source (every key) and the spec's overlay
 * (only the keys where the spec's wording differs). The returned object reads like the old constants
 * (`T.save`, `T.recipeCount(3)`) and answers in the current language; the default, the spec's texts,
 * needs no translator (English source with the overlay, `{{x}}` filled in, `one` when count is 1).
 */
export function defineTexts<S extends TextSpec>(
  namespace: string,
  english: S,
  overlay?: SpecOverlay<S>,
): Texts<S> {
  const spec = withOverlay(english, overlay as TextSpec | undefined);
  ENGLISH_TEXTS[namespace] = english;
  SPEC_OVERLAYS[namespace] = (overlay ?? {}) as TextSpec;
  SPEC_TEXTS[namespace] = spec;
  const text = (key: string, entry: Entry, values: Values = {}) =>
    translate ? translate(namespace, key, values) : specText(entry, values);
  // The English source gives the shape (a string, a template and its argument names, a group); the
  // spec's entry gives the words.
  const build = (source: TextSpec, words: TextSpec, prefix: string) => {
    const texts: Record<string, unknown> = {};
    for (const [name, entry] of Object.entries(source)) {
      const key = prefix + name;
      const own = words[name] as Entry;
      if (typeof entry === 'string') {
        Object.defineProperty(texts, name, { enumerable: true, get: () => text(key, own) });
      } else if (isTemplate(entry)) {
        const names = entry.args;
        texts[name] = (...values: (string | number)[]) =>
          text(key, own, Object.fromEntries(names.map((arg, i) => [arg, values[i]!])));
      } else texts[name] = build(entry, words[name] as TextSpec, `${key}.`);
    }
    return texts;
  };
  return build(english, spec, '') as Texts<S>;
}
