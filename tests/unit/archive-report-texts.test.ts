import { afterEach, describe, expect, it } from 'vitest';
import {
  ARCHIVE_COLLECTIONS_FULL,
  ARCHIVE_IMAGE_NOT_IMAGE,
  ARCHIVE_LIBRARY_FULL,
  IMPORT_JOB_INTERRUPTED,
} from '#contract/archive-import';
import { setUiLanguage } from '#src/lib/i18n/language';
import { registerLocaleLoader } from '#src/lib/i18n/language';
import { serverWordsText } from '#src/features/recipes/components/archive-import-dialog';

registerLocaleLoader((language) =>
  language === 'de'
    ? import('#src/app/locales/de').then((m) => m.default)
    : import('#src/app/locales/en').then((m) => m.default),
);

describe('the archive report in the cook’s language', () => {
  afterEach(() => setUiLanguage('spec'));

  it('keeps the server’s words in English and translates them to German, numbers included', async () => {
    expect(serverWordsText(ARCHIVE_LIBRARY_FULL(10_000))).toBe(
      'Your library can hold at most 10,000 recipes; this one was not stored.',
    );
    await setUiLanguage('de');
    expect(serverWordsText(ARCHIVE_LIBRARY_FULL(10_000))).toBe(
      'Deine Rezeptsammlung fasst höchstens 10.000 Rezepte; dieses wurde nicht gespeichert.',
    );
    expect(serverWordsText(ARCHIVE_COLLECTIONS_FULL(500))).toBe(
      'Du hast 500 Sammlungen, mehr geht nicht; das Rezept wurde keiner neuen hinzugefügt.',
    );
    expect(serverWordsText(ARCHIVE_IMAGE_NOT_IMAGE)).toBe(
      'Das Bild ist kein JPEG-, PNG-, WebP- oder GIF-Bild; das Rezept wurde ohne es importiert.',
    );
    expect(serverWordsText(IMPORT_JOB_INTERRUPTED)).toMatch(/^Der Import wurde angehalten/);
    expect(serverWordsText('Something new')).toBe('Something new');
  });
});
