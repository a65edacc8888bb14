/**
 * The one-time language offer (issue 29): a cook still on the spec's mixed texts whose browser
 * prefers English or German is offered that language once; the choice or the dismissal is kept on
 * this device, and the spec's texts stay the default until the cook accepts.
 */
import type { UiLanguage } from '#src/lib/i18n/texts';

export const SUGGESTION_KEY = 'sous.languageSuggestion';

/** The browser's first preference, when it is English or German (any region: en-GB, de-AT). */
export function browserLanguage(preferences: readonly string[]): 'en' | 'de' | null {
  const first = preferences[0]?.toLowerCase().split('-')[0];
  return first === 'en' || first === 'de' ? first : null;
}

/** What to offer, or null: only on the spec's texts, only to a browser that prefers en/de, once. */
export function languageToSuggest(input: {
  current: UiLanguage;
  preferences: readonly string[];
  answered: boolean;
}): 'en' | 'de' | null {
  if (input.answered || input.current !== 'spec') return null;
  return browserLanguage(input.preferences);
}

/** True once the offer was accepted or dismissed on this device. */
export function suggestionAnswered(): boolean {
  try {
    return globalThis.localStorage?.getItem(SUGGESTION_KEY) !== null;
  } catch {
    return false;
  }
}

export function rememberSuggestionAnswer(answer: 'accepted' | 'dismissed') {
  try {
    globalThis.localStorage?.setItem(SUGGESTION_KEY, answer);
  } catch {
    // private mode: asked again next visit
  }
}
