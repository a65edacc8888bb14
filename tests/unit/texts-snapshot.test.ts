/**
 * A refactoring guard for the texts, opt-in: `TEXTS_SNAPSHOT=/tmp/texts vitest run --project unit
 * tests/unit/texts-snapshot.test.ts` writes `/tmp/texts-{spec,en,de}.json` (every namespace, every key,
 * as the app answers it in that language) when they do not exist yet, and otherwise compares the app
 * with them. Take the snapshot before moving texts around, compare after (decision record 0033).
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import de from '#src/app/locales/de';
import en from '#src/app/locales/en';
import '#src/app/language';
import { setUiLanguage } from '#src/lib/i18n/language';
import {
  entriesOf,
  SPEC_TEXTS,
  type Entry,
  type TextSpec,
  type UiLanguage,
} from '#src/lib/i18n/texts';
import type * as TextsModule from '#src/lib/i18n/texts';
import { toResource } from '#src/lib/i18n/translator';

// What each namespace's defineTexts returned: the objects the components read.
const built = vi.hoisted(() => new Map<string, unknown>());
vi.mock('#src/lib/i18n/texts', async (importOriginal) => {
  const original = await importOriginal<typeof TextsModule>();
  return {
    ...original,
    defineTexts: (namespace: string, ...rest: unknown[]) => {
      const texts = (original.defineTexts as (...a: unknown[]) => unknown)(namespace, ...rest);
      built.set(namespace, texts);
      return texts;
    },
  };
});

const modules = import.meta.glob(
  ['/src/**/*texts.ts', '/src/**/*texts.*.ts', '/src/content/*.ts', '!/src/**/*.test.ts'],
  { eager: true },
);

const target = process.env.TEXTS_SNAPSHOT;

/** The calls a template is read with: counts that pick each form, names and numbers otherwise. */
function callsOf(names: readonly string[]): (string | number)[][] {
  const counts = names.includes('count') ? [0, 1, 2, 5, 21] : [null];
  return counts.flatMap((count) =>
    [(name: string) => `‹${name}›`, () => 3].map((other) =>
      names.map((name) => (name === 'count' ? count! : other(name))),
    ),
  );
}

/** Every text of every namespace as the app answers it now: strings, and each template per call. */
function rendered(): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [namespace, spec] of Object.entries(SPEC_TEXTS)) {
    const texts = built.get(namespace) as Record<string, unknown>;
    for (const [key, entry] of entriesOf(spec)) {
      const value = key.split('.').reduce<unknown>((group, part) => (group as never)[part], texts);
      if (typeof value === 'string') out[`${namespace}.${key}`] = value;
      else {
        const names = (entry as Exclude<Entry, string>).args ?? [];
        const fn = value as (...a: (string | number)[]) => string;
        out[`${namespace}.${key}`] = Object.fromEntries(
          callsOf(names).map((call) => [JSON.stringify(call), fn(...call)]),
        );
      }
    }
  }
  return out;
}

/** The resources i18next holds for a language: the spec's as the fallback, the locale's on top. */
function resources(language: UiLanguage): Record<string, Record<string, string>> {
  const bundle: Record<string, TextSpec> = language === 'en' ? en : language === 'de' ? de : {};
  return Object.fromEntries(
    Object.entries(SPEC_TEXTS).map(([namespace, spec]) => [
      namespace,
      { ...toResource(spec), ...(bundle[namespace] ? toResource(bundle[namespace]) : {}) },
    ]),
  );
}

/** Every exported text constant and view (LANDING, TEAM, LOGIN_NO_USER…) of the texts modules. */
function exported(): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [path, module] of Object.entries(modules))
    for (const [name, value] of Object.entries(module as Record<string, unknown>))
      if (typeof value !== 'function' && name !== 'default')
        out[`${path}#${name}`] = JSON.stringify(value);
  return out;
}

describe.skipIf(!target)('texts snapshot', () => {
  it.each(['spec', 'en', 'de'] as const)('answers every text as before in %s', async (language) => {
    await setUiLanguage(language);
    const now = {
      namespaces: Object.keys(SPEC_TEXTS).sort(),
      order: Object.fromEntries(
        Object.entries(SPEC_TEXTS).map(([ns, spec]) => [ns, [...entriesOf(spec)].map(([k]) => k)]),
      ),
      rendered: rendered(),
      resources: resources(language),
      exported: exported(),
    };
    await setUiLanguage('spec');
    const file = `${target}-${language}.json`;
    if (!existsSync(file)) {
      writeFileSync(file, JSON.stringify(now, null, 1));
      return;
    }
    const before = JSON.parse(readFileSync(file, 'utf8')) as typeof now;
    const counted = (o: object) => Object.keys(o).length;
    console.info(
      `${language}: ${counted(now.rendered)} texts, ${Object.values(now.resources).reduce((n, r) => n + counted(r), 0)} resource keys`,
    );
    expect(now.namespaces).toEqual(before.namespaces);
    expect(now.order).toEqual(before.order);
    expect(now.rendered).toEqual(before.rendered);
    expect(JSON.stringify(now.rendered)).toBe(JSON.stringify(before.rendered));
    expect(now.resources).toEqual(before.resources);
    // Views and constants: every one that is still exported is unchanged; a gone one is named (a
    // *_SPEC object may go: its words are in SPEC_TEXTS, compared above as an export of lib/i18n).
    const kept = Object.keys(before.exported).filter((name) => name in now.exported);
    const gone = Object.keys(before.exported).filter((name) => !(name in now.exported));
    expect(gone.filter((name) => !name.endsWith('_SPEC'))).toEqual([]);
    for (const name of kept) expect(now.exported[name], name).toBe(before.exported[name]);
    console.info(
      `${language}: ${kept.length} exports compared; gone: ${gone.join(', ') || 'none'}`,
    );
  });
});
