import type { Translation } from '#src/lib/i18n/texts';
import type en from './texts.en';

/** Deutsch. */
const de: Translation<typeof en> = {
  offline:
    'Du bist offline. Einkaufsliste, geöffnete Rezepte und Kochmodus funktionieren weiter; Änderungen an der Liste werden gespeichert, sobald du wieder online bist.',
};
export default de;
