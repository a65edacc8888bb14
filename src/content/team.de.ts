import type { Translation } from '#src/lib/i18n/texts';
import type en from './team.en';

/** Deutsch. */
const de: Translation<typeof en> = {
  members: {
    product: {
      role: 'Leitung Produkt & Design',
      focus: 'Gestaltet den Weg vom ersten Prompt bis zum letzten Timer.',
    },
    frontend: {
      role: 'Frontend-Entwicklung',
      focus: 'Baut den Assistenten, die Rezeptsammlung und die Kochansicht.',
    },
    backend: {
      role: 'Backend- & Cloud-Entwicklung',
      focus: 'Betreibt API, Speicher und Hintergrundjobs in der Cloud.',
    },
    ai: {
      role: 'KI-Entwicklung',
      focus: 'Bringt Sous bei, Rezepte zu schreiben und Zutaten auf Fotos zu erkennen.',
    },
  },
};

export default de;
