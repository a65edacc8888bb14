import type { Translation } from '#src/lib/i18n/texts';
import type en from './about.en';

/** Deutsch. */
const de: Translation<typeof en> = {
  docTitle: 'Über uns',
  title: 'Über Sous',
  lead: 'Sous ist die Küchenhilfe, die wir uns immer gewünscht haben: Sag, worauf du Lust hast und was in deinem Kühlschrank ist, und Sous macht daraus Rezepte, die du heute Abend wirklich kochen kannst.',
  story: {
    heading: 'Entstanden bei einem Cloud-Hackathon',
    paragraphs: {
      challenge:
        'Sous war unser Beitrag zu einem Cloud-Hackathon. Die Aufgabe: in wenigen Wochen etwas Nützliches auf Cloud-Diensten bauen. Wir kamen immer wieder auf dasselbe Alltagsproblem zurück: vor dem offenen Kühlschrank stehen und nicht wissen, was man kochen soll.',
      companion:
        'Also haben wir einen Begleiter gebaut, der zuhört, was du möchtest, deine Zutaten liest (getippt oder von einem Foto), dir eine Handvoll Rezepte vorschlägt und dich dann Schritt für Schritt durch das gewählte führt, mit Timern, wo es darauf ankommt.',
    },
  },
  values: {
    heading: 'Was uns wichtig ist',
    items: {
      ingredients: {
        title: 'Kochen mit dem, was da ist',
        text: 'Rezepte gehen von deinen Zutaten aus. So landet weniger im Müll und du musst seltener einkaufen.',
      },
      guidance: {
        title: 'Klare, ruhige Anleitung',
        text: 'Ein Schritt nach dem anderen, mit Timern und Tipps, damit auch ein neues Gericht gelingt.',
      },
      data: {
        title: 'Deine Küche, deine Daten',
        text: 'Deine Rezepte und Sammlungen gehören dir. Was wir speichern, erklären wir genau in unserer Datenschutzerklärung.',
      },
    },
  },
  team: {
    heading: 'Das Team',
    intro: 'Vier Leute haben Sous gebaut. Du erreichst jede und jeden von uns direkt:',
    writeAll: 'Oder schreib uns allen unter',
  },
};

export default de;
