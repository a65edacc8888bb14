import { args, type Translation } from '#src/lib/i18n/texts';
import type en from './landing.en';

/** Deutsch. */
const de: Translation<typeof en> = {
  docTitle: 'Dein KI-Kochbegleiter',
  hero: {
    eyebrow: 'Dein KI-Kochbegleiter',
    title: 'Koch etwas Großartiges aus dem, was du schon hast',
    lead: 'Sag Sous, worauf du Lust hast und was in deiner Küche ist. Sous schlägt dir passende Rezepte vor und begleitet dich vom ersten Schnitt bis zum angerichteten Teller.',
    primary: 'Kostenlos starten',
    secondary: 'So funktioniert’s',
  },
  features: {
    heading: 'Alles, was du zwischen Kühlschrank und Tisch brauchst',
    lead: 'Sous übernimmt die Planung, damit du das Kochen genießen kannst.',
    items: {
      generate: {
        title: 'Rezepte mit KI',
        text: 'Beschreib, worauf du Lust hast, zähl ein paar Zutaten auf oder mach ein Foto davon. Sous stellt dir in Sekunden mehrere Rezeptideen zusammen.',
      },
      personal: {
        title: 'Rezepte nur für dich',
        text: 'Jeder Vorschlag geht von deinen Zutaten und Wünschen aus. So kochst du, was zu dir passt, statt einer Speisekarte von der Stange.',
      },
      guide: {
        title: 'Interaktive Schritt-für-Schritt-Anleitung',
        text: 'Folge klaren Schritten mit Tipps, eingebauten Timern und Sprachassistenz, damit deine Hände am Schneidebrett bleiben können.',
      },
      collection: {
        title: 'Deine gespeicherten Rezepte',
        text: 'Bewahre deine Lieblingsrezepte auf, ordne sie in Sammlungen und finde sie mit einem Fingertipp wieder.',
      },
    },
  },
  howItWorks: {
    heading: 'So funktioniert’s',
    lead: 'In drei Schritten von der Idee zum Abendessen.',
    stepNumber: args('Schritt {{number}}: ', 'number'),
    steps: {
      idea: {
        title: 'Sag, was du kochen möchtest',
        text: 'Schnelle Pasta nach Feierabend, etwas Wärmendes, ein Gericht für Gäste: Ein Satz genügt.',
      },
      ingredients: {
        title: 'Gib deine Zutaten an',
        text: 'Tipp ein, was du da hast, oder lade ein Foto deines Einkaufszettels hoch. Sous liest die Zutaten für dich heraus.',
      },
      cook: {
        title: 'Rezept wählen und mitkochen',
        text: 'Such dir deine Favoriten aus, speichere sie in einer Sammlung und folge den Schritten mit Timern.',
      },
    },
  },
  recipes: {
    heading: 'Das kochen andere mit Sous',
    lead: 'Eine Kostprobe dessen, was aus einem halbleeren Kühlschrank entsteht.',
    items: {
      bowl: {
        title: 'Bowl mit knusprigen Kichererbsen',
        text: 'Geröstete Kichererbsen, Quinoa, Gurke und ein Zitronen-Tahin-Dressing.',
      },
      pasta: {
        title: 'Cremige Tomaten-Spinat-Pasta',
        text: 'Eine Soße aus nur einer Pfanne: Dosentomaten, ein Schuss Sahne und frischer Spinat.',
      },
      salad: {
        title: 'Warmer Lachs-Kartoffel-Salat',
        text: 'Saftiger Lachs, kleine Kartoffeln und ein Senf-Dill-Dressing.',
      },
      curry: {
        title: 'Hähnchen-Kokos-Curry',
        text: 'Zartes Hähnchen, in Kokosmilch mit Ingwer, Knoblauch und Limette geschmort.',
      },
    },
  },
  cta: {
    heading: 'Lust, heute Abend etwas Neues zu kochen?',
    lead: 'Erstelle dein kostenloses Konto und erhalte deine ersten Rezepte in weniger als einer Minute.',
    button: 'Kostenlos starten',
  },
};

export default de;
