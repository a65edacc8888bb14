import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import de from '#src/app/locales/de';
import en from '#src/app/locales/en';
import '#src/app/language';
import { messageFor, NetworkError, ApiError } from '#src/api/errors';
import { AccountInfo } from '#src/features/account/components/account-info';
import { LoginForm } from '#src/features/account/components/login-form';
import { RegisterForm } from '#src/features/account/components/register-form';
import { validateRegister } from '#src/features/account/model/validation';
import {
  difficultyLabel,
  foodCategoryLabel,
  formatDurationWords,
  formatNumber,
  formatRecipeCount,
  formatTime,
} from '#src/lib/format';
import { MemoryRouter } from 'react-router-dom';
import { withQueryClient } from '#src/testing/query-client';
import { LanguageSetting } from '#src/features/account/components/language-setting';
import { COLLECTION_TEXTS } from '#src/features/collections/texts';
import { DASHBOARD_TEXTS } from '#src/features/dashboard/texts';
import { GENERATE_TEXTS } from '#src/features/generate/texts';
import { RECIPE_TEXTS } from '#src/features/recipes/texts';
import { setUiLanguage } from '#src/lib/i18n/language';
import {
  args,
  ENGLISH_TEXTS,
  entriesOf,
  isTemplate,
  SPEC_OVERLAYS,
  SPEC_TEXTS,
  withOverlay,
  type Entry,
  type TextSpec,
} from '#src/lib/i18n/texts';
import { LANDING } from '#src/content/landing';
import { PRIVACY, privacyLastUpdated } from '#src/content/privacy';
import { memberDisplayName, TEAM } from '#src/content/team';
import AboutScreen from '#src/screens/about/about-screen';
import PrivacyScreen from '#src/screens/privacy/privacy-screen';

// Every feature's texts.ts, so SPEC_TEXTS knows all namespaces (also those no test renders), plus
// the shared ones below the features: src/lib (formats) and src/api (error messages).
const textModules = import.meta.glob(
  [
    '/src/features/*/texts.ts',
    // The namespaces with a spec overlay of their own (their *texts.spec.ts are checked below).
    '/src/features/recipes/list-texts.ts',
    '/src/features/recipes/library-texts.ts',
    '/src/features/recipes/free-of-texts.ts',
    '/src/features/collections/list-texts.ts',
    '/src/lib/texts.ts',
    '/src/api/texts.ts',
    '/src/content/contact.ts',
    '/src/content/landing.ts',
    '/src/content/about.ts',
    '/src/content/team.ts',
    '/src/content/privacy.ts',
    '/src/components/texts.ts',
  ],
  {
    eager: true,
  },
);
const SHARED_NAMESPACES: Record<string, string> = {
  '/src/lib/texts.ts': 'format',
  '/src/api/texts.ts': 'errors',
  '/src/content/contact.ts': 'contact',
  '/src/content/landing.ts': 'landing',
  '/src/content/about.ts': 'about',
  '/src/content/team.ts': 'team',
  '/src/content/privacy.ts': 'privacy',
  '/src/components/texts.ts': 'components',
  '/src/features/recipes/list-texts.ts': 'recipeList',
  '/src/features/recipes/library-texts.ts': 'library',
  '/src/features/recipes/free-of-texts.ts': 'freeOfFilter',
  '/src/features/collections/list-texts.ts': 'collectionList',
};

/** The `{{names}}` a text fills in (both forms of a plural). */
const placeholders = (entry: Entry) =>
  new Set(
    (typeof entry === 'string'
      ? [entry]
      : typeof entry.template === 'string'
        ? [entry.template]
        : [entry.template.one, entry.template.other]
    ).flatMap((text) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]!)),
  );

/** What `other` fills in that the English entry does not pass: "{{tilte}}" style typos. */
const unknownPlaceholders = (english: Entry, other: Entry) => {
  const passed = new Set(isTemplate(english) ? english.args : []);
  return [...placeholders(other)].filter((name) => !passed.has(name));
};

/** "de: generate.optionsHeading is missing" style findings: names the exact key to add. */
function problems(language: string, bundle: Record<string, TextSpec>): string[] {
  const found: string[] = [];
  for (const [namespace, source] of Object.entries(ENGLISH_TEXTS)) {
    const translated = bundle[namespace];
    if (!translated) {
      found.push(
        `${language}: namespace ${namespace} is missing (add its texts.${language}.ts to src/app/locales/${language}.ts)`,
      );
      continue;
    }
    const sourceEntries = new Map(entriesOf(source));
    const entries = new Map(entriesOf(translated));
    for (const [key, entry] of sourceEntries) {
      const other = entries.get(key);
      if (other === undefined) found.push(`${language}: ${namespace}.${key} is missing`);
      else if (typeof entry === 'string' && typeof other !== 'string')
        found.push(`${language}: ${namespace}.${key} must be a plain string`);
      else if (typeof other === 'string' ? other.trim() === '' : false)
        found.push(`${language}: ${namespace}.${key} is empty`);
      else if (unknownPlaceholders(entry, other).length)
        found.push(
          `${language}: ${namespace}.${key} fills in {{${unknownPlaceholders(entry, other).join('}}, {{')}}}, which the English does not pass`,
        );
    }
    for (const key of entries.keys())
      if (!sourceEntries.has(key))
        found.push(`${language}: ${namespace}.${key} is not a key of the English texts`);
  }
  return found;
}

/**
 * "spec: recipes.newBadge equals the English" style findings: the overlay (texts.spec.ts) holds only
 * the keys whose spec wording differs from the English source, each of the English key's kind.
 */
function overlayProblems(overlays: Record<string, TextSpec>): string[] {
  const found: string[] = [];
  for (const [namespace, overlay] of Object.entries(overlays)) {
    const source = new Map(entriesOf(ENGLISH_TEXTS[namespace] ?? {}));
    for (const [key, entry] of entriesOf(overlay)) {
      const english = source.get(key);
      const name = `spec: ${namespace}.${key}`;
      if (english === undefined) found.push(`${name} is not a key of the English texts`);
      else if (JSON.stringify(entry) === JSON.stringify(english))
        found.push(`${name} equals the English (drop it from the overlay)`);
      else if (typeof english === 'string' && typeof entry !== 'string')
        found.push(`${name} must be a plain string`);
      else if (typeof entry === 'string' && entry.trim() === '') found.push(`${name} is empty`);
      else if (unknownPlaceholders(english, entry).length)
        found.push(`${name} fills in a value the English does not pass`);
    }
  }
  return found;
}

afterEach(async () => {
  await setUiLanguage('spec');
});

describe('translations', () => {
  it('loads every feature texts.ts', () => {
    expect(Object.keys(textModules).length).toBeGreaterThanOrEqual(3);
    expect(Object.keys(SPEC_TEXTS).sort()).toEqual(
      Object.keys(textModules)
        .map((path) => SHARED_NAMESPACES[path] ?? /features\/([^/]+)\/texts\.ts$/.exec(path)![1])
        .sort(),
    );
  });

  it('are complete in English and Deutsch (every key of every feature)', () => {
    expect([...problems('en', en), ...problems('de', de)]).toEqual([]);
  });

  it('names a missing key precisely', () => {
    const { optionsHeading: _gone, ...rest } = de.generate;
    expect(problems('de', { ...de, generate: rest })).toEqual([
      'de: generate.optionsHeading is missing',
    ]);
  });

  it('names a key the English does not have and a placeholder it does not pass', () => {
    const generate = {
      ...de.generate,
      caloriesPerServing: args('{{kalorien}} kcal', 'kalorien'),
      optionsHeadline: 'Wähle',
    };
    expect(problems('de', { ...de, generate })).toEqual([
      'de: generate.caloriesPerServing fills in {{kalorien}}, which the English does not pass',
      'de: generate.optionsHeadline is not a key of the English texts',
    ]);
  });

  it('names a missing key of a group with its dotted path', () => {
    const { label: _gone, ...share } = de.recipes.share;
    expect(problems('de', { ...de, recipes: { ...de.recipes, share } })).toEqual([
      'de: recipes.share.label is missing',
    ]);
  });
});

// The overlays' files, so a texts.spec.ts that no texts.ts passes to defineTexts is noticed.
const overlayModules = import.meta.glob('/src/**/*texts.spec.ts', { eager: true });

describe('the spec overlay (texts.spec.ts: the spec wording where it differs from English)', () => {
  it('holds only keys of the English source whose spec wording differs, of the same kind', () => {
    expect(overlayProblems(SPEC_OVERLAYS)).toEqual([]);
  });

  it('is passed to defineTexts wherever a texts.spec.ts exists, and is the default language', () => {
    const declared = Object.values(overlayModules).map(
      (module) => (module as { default: TextSpec }).default,
    );
    const used = Object.values(SPEC_OVERLAYS).filter((overlay) => Object.keys(overlay).length);
    expect(used.length).toBe(declared.length);
    for (const overlay of declared) expect(used).toContain(overlay);
    for (const [namespace, english] of Object.entries(ENGLISH_TEXTS))
      expect(SPEC_TEXTS[namespace]).toEqual(withOverlay(english, SPEC_OVERLAYS[namespace]));
  });

  it('is the German wherever the spec differs from the English (decision record 0010)', () => {
    // The spec's differing words are its German ones; Deutsch shows the same. A future overlay key
    // with the spec's own English phrasing goes in this list.
    const specEnglish: string[] = [];
    const german = Object.fromEntries(
      Object.entries(de).flatMap(([namespace, texts]) =>
        [...entriesOf(texts)].map(([key, entry]) => [`${namespace}.${key}`, entry]),
      ),
    );
    const differing = Object.entries(SPEC_OVERLAYS)
      .flatMap(([namespace, overlay]) =>
        [...entriesOf(overlay)].map(([key, entry]) => [`${namespace}.${key}`, entry] as const),
      )
      .filter(([key, entry]) => JSON.stringify(entry) !== JSON.stringify(german[key]))
      .map(([key]) => key);
    expect(differing).toEqual(specEnglish);
    expect(Object.keys(german).length).toBeGreaterThan(800);
  });

  it('names an overlay key that equals the English, is unknown or changes the kind', () => {
    const recipeList = {
      newBadge: 'NEW',
      newbadge: 'NEU',
      menu: { more: 'Mehr' },
      edit: { menuItem: args('Titel {{n}}', 'n') },
      filters: { upTo: args('bis {{zeit}}', 'zeit') },
    };
    expect(overlayProblems({ recipeList })).toEqual([
      'spec: recipeList.newBadge equals the English (drop it from the overlay)',
      'spec: recipeList.newbadge is not a key of the English texts',
      'spec: recipeList.edit.menuItem must be a plain string',
      'spec: recipeList.filters.upTo fills in a value the English does not pass',
    ]);
  });
});

describe('language switching', () => {
  it('keeps the spec texts by default', () => {
    expect(document.documentElement.lang).toBe('en');
    expect(COLLECTION_TEXTS.modalTitle).toBe('In Sammlung speichern');
    expect(COLLECTION_TEXTS.recipeCount(1)).toBe('1 Rezept');
    expect(GENERATE_TEXTS.optionsHeading).toBe('Choose your recipe');
    expect(GENERATE_TEXTS.generateSelected(2)).toBe('Generate (2)');
  });

  it('makes every text English, with English plurals', async () => {
    await setUiLanguage('en');
    expect(document.documentElement.lang).toBe('en');
    expect(COLLECTION_TEXTS.modalTitle).toBe('Save to collection');
    expect(COLLECTION_TEXTS.recipeCount(1)).toBe('1 recipe');
    expect(COLLECTION_TEXTS.recipeCount(3)).toBe('3 recipes');
    expect(COLLECTION_TEXTS.stepOf(1, 2)).toBe('Step 1 of 2');
  });

  it('makes every text German, with German plurals and <html lang="de">', async () => {
    await setUiLanguage('de');
    expect(document.documentElement.lang).toBe('de');
    expect(GENERATE_TEXTS.optionsHeading).toBe('Wähle dein Rezept');
    expect(GENERATE_TEXTS.generateSelected(1)).toBe('1 Rezept speichern');
    expect(GENERATE_TEXTS.generateSelected(3)).toBe('3 Rezepte speichern');
    expect(COLLECTION_TEXTS.recipeCount(3)).toBe('3 Rezepte');
    expect(RECIPE_TEXTS.share.label).toBe('Rezept teilen');
    expect(RECIPE_TEXTS.split.valueText(40)).toBe('Rezeptbereich 40 % breit');
    expect(DASHBOARD_TEXTS.days(1)).toBe('1 Tag');
  });

  it('answers the spec texts of groups, templates and plurals without a translator', () => {
    expect(RECIPE_TEXTS.share.label).toBe('Share recipe');
    expect(RECIPE_TEXTS.split.valueText(40)).toBe('Recipe panel 40% wide');
    expect(DASHBOARD_TEXTS.welcome('anna')).toBe('Welcome back, anna!');
    expect(DASHBOARD_TEXTS.days(0)).toBe('0 days');
    expect(DASHBOARD_TEXTS.days(1)).toBe('1 day');
  });

  it('renders Settings in German without English UI strings, with German dates', async () => {
    await setUiLanguage('de');
    const { container } = render(
      <>
        <LanguageSetting value="de" onChange={async () => {}} />
        <AccountInfo
          user={{ created_at: '2025-10-17T07:55:02Z', last_login: null, login_streak: 5 }}
        />
      </>,
    );
    expect(screen.getByRole('heading', { name: 'Sprache' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Kontoinformationen' })).toBeTruthy();
    const text = container.textContent ?? '';
    expect(text).toContain('17. Oktober 2025');
    expect(text).toContain('5 Tage');
    expect(text).toContain('Nie');
    const english = ['Account', 'Language', 'Login', 'Never', 'days', 'October', 'Default'];
    expect(english.filter((word) => text.includes(word))).toEqual([]);
  });
});

describe('the texts moved in for issue #18 (auth, formats, errors)', () => {
  const groups = ['account.auth.', 'format.', 'errors.', 'public.', 'contact.'];
  const keysOf = (bundle: Record<string, TextSpec>) =>
    Object.entries(bundle).flatMap(([namespace, spec]) =>
      [...entriesOf(spec)].map(([key]) => `${namespace}.${key}`),
    );

  it('has every key of each group in English and Deutsch', () => {
    const spec = keysOf(SPEC_TEXTS).filter((key) => groups.some((g) => key.startsWith(g)));
    expect(spec.length).toBeGreaterThan(130);
    for (const bundle of [en, de]) {
      const translated = new Set(keysOf(bundle));
      expect(spec.filter((key) => !translated.has(key))).toEqual([]);
    }
  });

  it('keeps the spec wording by default', () => {
    expect(formatTime(45)).toBe('45 min');
    expect(formatTime(45, 'detail')).toBe('45 Min.');
    expect(formatTime(90)).toBe('1h 30min');
    expect(formatTime(null)).toBe('N/A');
    expect(formatRecipeCount(1)).toBe('1 Rezept');
    expect(difficultyLabel('hard')).toBe('Hard');
    expect(foodCategoryLabel('mixed-meat')).toBe('Mixed Meat');
    expect(formatDurationWords(3725)).toBe('1 hour 2 minutes 5 seconds');
    expect(formatDurationWords(0)).toBe('0 seconds');
    expect(messageFor('recipe', new ApiError(404, null))).toBe(
      'Recipe not found. It may have been deleted.',
    );
    expect(
      validateRegister({
        username: 'ab',
        email: 'x@y.z',
        password: 'secret1',
        confirmPassword: 'secret1',
        acceptedPrivacy: true,
      }),
    ).toBe('Username must be at least 3 characters long.');
  });

  it('answers formats, counts, numbers and errors in English', async () => {
    await setUiLanguage('en');
    expect(formatRecipeCount(1)).toBe('1 recipe');
    expect(formatRecipeCount(4)).toBe('4 recipes');
    expect(formatNumber(1.5)).toBe('1.5');
    expect(formatNumber(1234.5)).toBe('1,234.5');
  });

  it('answers formats, plurals, numbers and errors in Deutsch', async () => {
    await setUiLanguage('de');
    expect(formatTime(45)).toBe('45 Min.');
    expect(formatTime(120)).toBe('2 Std.');
    expect(formatTime(90)).toBe('1 Std. 30 Min.');
    expect(formatTime(undefined)).toBe('k. A.');
    expect(formatRecipeCount(1)).toBe('1 Rezept');
    expect(formatRecipeCount(0)).toBe('0 Rezepte');
    expect(difficultyLabel('easy')).toBe('Leicht');
    expect(foodCategoryLabel('chicken')).toBe('Hähnchen');
    expect(formatDurationWords(3601)).toBe('1 Stunde 1 Sekunde');
    expect(formatDurationWords(125)).toBe('2 Minuten 5 Sekunden');
    expect(formatNumber(1.5)).toBe('1,5');
    expect(formatNumber(1234.5)).toBe('1.234,5');
    expect(messageFor('library', new NetworkError())).toBe(
      'Netzwerkfehler. Bitte prüfe deine Verbindung.',
    );
    expect(messageFor('collection', new ApiError(500, null))).toBe(
      'Serverfehler. Bitte versuche es später erneut.',
    );
    expect(
      validateRegister({
        username: 'ab',
        email: 'x@y.z',
        password: 'secret1',
        confirmPassword: 'secret1',
        acceptedPrivacy: true,
      }),
    ).toBe('Der Benutzername muss mindestens 3 Zeichen lang sein.');
  });

  it('renders the sign-in and sign-up forms in German without English UI strings', async () => {
    await setUiLanguage('de');
    const { container } = render(
      <MemoryRouter>
        <LoginForm onSubmit={() => undefined} />
        <RegisterForm onSubmit={() => undefined} />
      </MemoryRouter>,
      { wrapper: withQueryClient().wrapper },
    );
    expect(screen.getByRole('form', { name: 'Anmelden' })).toBeTruthy();
    expect(screen.getByLabelText('E-Mail oder Benutzername')).toBeTruthy();
    expect(screen.getByRole('form', { name: 'Konto erstellen' })).toBeTruthy();
    expect(
      screen.getByText('3–30 Zeichen: Buchstaben, Ziffern, _ . oder - (keine Leerzeichen).'),
    ).toBeTruthy();
    const text = container.textContent ?? '';
    const english = ['Password', 'Sign', 'account', 'Username', 'Privacy', 'characters'];
    expect(english.filter((word) => text.includes(word))).toEqual([]);
  });
});

describe('the public pages (landing, about, team, privacy) for issue #18', () => {
  it('names a missing German list item, field by field', () => {
    const { guide: _gone, ...items } = de.landing.features.items;
    const landing = { ...de.landing, features: { ...de.landing.features, items } };
    expect(problems('de', { ...de, landing })).toEqual([
      'de: landing.features.items.guide.title is missing',
      'de: landing.features.items.guide.text is missing',
    ]);
  });

  it('names a missing field of one item and of one privacy right', () => {
    const { focus: _gone, ...ai } = de.team.members.ai;
    const { term: _term, ...erasure } = de.privacy.sections.rights.list.erasure;
    const team = { members: { ...de.team.members, ai } };
    const rights = {
      ...de.privacy.sections.rights,
      list: { ...de.privacy.sections.rights.list, erasure },
    };
    const privacy = { ...de.privacy, sections: { ...de.privacy.sections, rights } };
    expect(problems('de', { ...de, team, privacy })).toEqual([
      'de: privacy.sections.rights.list.erasure.term is missing',
      'de: team.members.ai.focus is missing',
    ]);
  });

  it('keeps every item of every list in both languages', () => {
    const count = (bundle: Record<string, TextSpec>, namespace: string) =>
      [...entriesOf(bundle[namespace]!)].length;
    for (const namespace of ['landing', 'about', 'team', 'privacy']) {
      expect(count(de, namespace)).toBe(count(SPEC_TEXTS, namespace));
      expect(count(en, namespace)).toBe(count(SPEC_TEXTS, namespace));
    }
    expect(count(SPEC_TEXTS, 'landing')).toBe(38);
    expect(count(SPEC_TEXTS, 'about')).toBe(16);
    expect(count(SPEC_TEXTS, 'team')).toBe(8);
    expect(count(SPEC_TEXTS, 'privacy')).toBe(35);
  });

  it('answers the spec wording by default: times, difficulty, the date and the team', () => {
    expect(LANDING.recipes.items.map((dish) => `${dish.time} · ${dish.difficulty}`)).toEqual([
      '25 min · Easy',
      '20 min · Easy',
      '35 min · Medium',
      '1h 5min · Medium',
    ]);
    expect(LANDING.features.items.map((item) => item.icon)).toEqual([
      'sparkles',
      'user',
      'timer',
      'bookmark',
    ]);
    expect(privacyLastUpdated()).toBe('Last updated: October 17, 2025');
    expect(PRIVACY.sections.map((section) => section.id)).toEqual([
      'what-we-collect',
      'where-stored',
      'third-parties',
      'children',
      'your-rights',
      'contact',
    ]);
    expect(TEAM.map((member) => member.role)).toEqual([
      'Product & Design Lead',
      'Frontend Engineer',
      'Backend & Cloud Engineer',
      'AI Engineer',
    ]);
  });

  it('answers in Deutsch: German copy, formats, date and roles', async () => {
    await setUiLanguage('de');
    expect(LANDING.hero.title).toBe('Koch etwas Großartiges aus dem, was du schon hast');
    expect(LANDING.howItWorks.steps.map((step) => step.title)).toEqual([
      'Sag, was du kochen möchtest',
      'Gib deine Zutaten an',
      'Rezept wählen und mitkochen',
    ]);
    expect(LANDING.recipes.items.map((dish) => `${dish.time} · ${dish.difficulty}`)).toEqual([
      '25 Min. · Leicht',
      '20 Min. · Leicht',
      '35 Min. · Mittel',
      '1 Std. 5 Min. · Mittel',
    ]);
    expect(privacyLastUpdated()).toBe('Zuletzt aktualisiert: 17. Oktober 2025');
    expect(PRIVACY.sections[4]!.list!.map((right) => right.term)).toEqual([
      'Auskunft',
      'Berichtigung',
      'Löschung',
      'Datenübertragbarkeit',
      'Widerspruch',
    ]);
    expect(TEAM.map(memberDisplayName)).toEqual([
      'Leitung Produkt & Design',
      'Frontend-Entwicklung',
      'Backend- & Cloud-Entwicklung',
      'KI-Entwicklung',
    ]);
  });

  it('renders About and Privacy in German, with German document titles', async () => {
    await setUiLanguage('de');
    const { unmount } = render(
      <MemoryRouter>
        <AboutScreen />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Über Sous' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Was uns wichtig ist' })).toBeTruthy();
    expect(screen.getByText(/^Oder schreib uns allen unter/)).toBeTruthy();
    expect(document.title).toBe('Über uns · Sous');
    unmount();
    render(
      <MemoryRouter>
        <PrivacyScreen />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Datenschutzerklärung' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Deine Rechte nach der DSGVO' })).toBeTruthy();
    expect(screen.getByText('Zuletzt aktualisiert: 17. Oktober 2025')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Zur Kontaktseite' })).toBeTruthy();
    expect(document.title).toBe('Datenschutzerklärung · Sous');
  });
});
