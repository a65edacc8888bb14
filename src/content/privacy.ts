import { currentUiLanguage } from '#src/lib/i18n/language';
import { defineTexts } from '#src/lib/i18n/texts';
import en from './privacy.en';

/** Copy of the Privacy Policy: every fact of the policy, in plain words. */
export interface PrivacySection {
  id: string;
  heading: string;
  paragraphs?: readonly string[];
  list?: readonly { term: string; text: string }[];
}

/** The policy's date (ISO); shown with Intl in the chosen language ("October 17, 2025"). */
export const PRIVACY_UPDATED_ON = '2025-10-17';

/** The texts in the current language (README "How to add a text"); spec wording = English. */
export const PRIVACY_TEXTS = defineTexts('privacy', en);
const T = PRIVACY_TEXTS;

type SectionKey = keyof typeof en.sections;

/** Each section's anchor id (links point at them) beside its texts' key, in the order shown. */
const SECTIONS: readonly [string, SectionKey][] = [
  ['what-we-collect', 'collect'],
  ['where-stored', 'stored'],
  ['third-parties', 'thirdParties'],
  ['children', 'children'],
  ['your-rights', 'rights'],
  ['contact', 'contact'],
];

interface SectionTexts {
  readonly heading: string;
  readonly paragraphs: Readonly<Record<string, string>>;
  readonly list?: Readonly<Record<string, { readonly term: string; readonly text: string }>>;
}

/** The policy in the current language: title, lead and its sections as the page shows them. */
export const PRIVACY = {
  get title() {
    return T.title;
  },
  get lead() {
    return T.lead;
  },
  get sections(): readonly PrivacySection[] {
    return SECTIONS.map(([id, key]) => {
      const section: SectionTexts = T.sections[key];
      return {
        id,
        heading: section.heading,
        paragraphs: Object.values(section.paragraphs),
        ...(section.list && {
          list: Object.values(section.list).map(({ term, text }) => ({ term, text })),
        }),
      };
    });
  },
};

/** "October 17, 2025" (the spec's texts and English), "17. Oktober 2025" (Deutsch). */
export function privacyLastUpdated(): string {
  const locale = currentUiLanguage() === 'de' ? 'de-DE' : 'en-US';
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${PRIVACY_UPDATED_ON}T00:00:00Z`),
  );
  return T.lastUpdated(date);
}
