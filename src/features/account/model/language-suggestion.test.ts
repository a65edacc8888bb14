import { beforeEach, describe, expect, it } from 'vitest';
import {
  browserLanguage,
  languageToSuggest,
  rememberSuggestionAnswer,
  suggestionAnswered,
} from './language-suggestion';

describe('the one-time language offer (issue 29)', () => {
  beforeEach(() => localStorage.clear());

  it('reads English or German from the browser first preference, any region', () => {
    expect(browserLanguage(['de-AT', 'en'])).toBe('de');
    expect(browserLanguage(['en-GB'])).toBe('en');
    expect(browserLanguage(['EN'])).toBe('en');
    expect(browserLanguage(['fr-FR', 'de'])).toBeNull();
    expect(browserLanguage([])).toBeNull();
  });

  it('offers it only on the spec texts and only until answered', () => {
    expect(languageToSuggest({ current: 'spec', preferences: ['de-DE'], answered: false })).toBe(
      'de',
    );
    expect(languageToSuggest({ current: 'en', preferences: ['de-DE'], answered: false })).toBe(
      null,
    );
    expect(languageToSuggest({ current: 'spec', preferences: ['de-DE'], answered: true })).toBe(
      null,
    );
  });

  it('remembers a dismissal on this device', () => {
    expect(suggestionAnswered()).toBe(false);
    rememberSuggestionAnswer('dismissed');
    expect(suggestionAnswered()).toBe(true);
    expect(localStorage.getItem('sous.languageSuggestion')).toBe('dismissed');
  });
});
