import { args, type Translation } from '#src/lib/i18n/texts';
import type en from './privacy.en';

/** Deutsch: dieselben Fakten wie die Spezifikation, in einfachen Worten. */
const de: Translation<typeof en> = {
  docTitle: 'Datenschutzerklärung',
  title: 'Datenschutzerklärung',
  lead: 'Hier erfährst du, was Sous über dich speichert, warum, wo es aufbewahrt wird und welche Rechte du hast.',
  lastUpdated: args('Zuletzt aktualisiert: {{date}}', 'date'),
  contactLink: 'Zur Kontaktseite',
  sections: {
    collect: {
      heading: 'Was wir erheben',
      paragraphs: {
        account:
          'Deine Kontodaten: Benutzername, E-Mail-Adresse, ein Passwort-Hash (nie das Passwort selbst) und, falls du eines wählst, ein Profilbild.',
        content:
          'Was du erstellst: deine Prompts, die Zutaten, die du eintippst oder fotografierst, die Rezepte, die du speicherst, deine Sammlungen, deinen Essensplan und deine Einkaufsliste.',
        usage:
          'Grundlegende Nutzungsdaten, die nötig sind, damit du angemeldet bleibst, etwa deine letzte Anmeldung und deine Anmeldeserie.',
      },
    },
    stored: {
      heading: 'Wo deine Daten gespeichert werden',
      paragraphs: {
        servers:
          'Unsere Server stehen in den Vereinigten Staaten. Wenn du Sous nutzt, nimmst du zur Kenntnis, dass deine Daten dort verarbeitet werden.',
      },
    },
    thirdParties: {
      heading: 'Dritte',
      paragraphs: {
        intro: 'Wir geben jedem Dienst nur das weiter, was er für seine Aufgabe braucht:',
      },
      list: {
        google: {
          term: 'Anmeldung mit Google',
          text: 'Wenn du „Weiter mit Google“ wählst, bestätigt Google, wer du bist, und teilt uns deinen Namen und deine E-Mail-Adresse mit.',
        },
        ai: {
          term: 'KI-Textdienst',
          text: 'Dein Prompt und deine Zutaten werden an einen KI-Textdienst gesendet, der daraus Rezepte und Kochanleitungen erstellt.',
        },
        storage: {
          term: 'Cloud-Speicher',
          text: 'Bilder, die du hochlädst, etwa Fotos von Zutaten und Profilbilder, werden in einem Cloud-Speicher aufbewahrt.',
        },
      },
    },
    children: {
      heading: 'Kinder',
      paragraphs: {
        age: 'Sous ist nicht für Kinder unter 13 Jahren gedacht. Wir erheben nicht wissentlich Daten von Personen unter 13 Jahren. Wenn du glaubst, dass sich ein Kind registriert hat, melde dich bei uns, und wir löschen das Konto.',
      },
    },
    rights: {
      heading: 'Deine Rechte nach der DSGVO',
      paragraphs: { intro: 'Egal, wo du lebst, du kannst von uns verlangen:' },
      list: {
        access: {
          term: 'Auskunft',
          text: 'eine Kopie der personenbezogenen Daten, die wir über dich gespeichert haben.',
        },
        rectification: {
          term: 'Berichtigung',
          text: 'die Korrektur falscher oder unvollständiger Daten.',
        },
        erasure: { term: 'Löschung', text: 'das Löschen deines Kontos und deiner Daten.' },
        portability: {
          term: 'Datenübertragbarkeit',
          text: 'deine Daten in einem strukturierten, maschinenlesbaren Format.',
        },
        objection: {
          term: 'Widerspruch',
          text: 'dass wir die Verarbeitung deiner Daten für einen bestimmten Zweck beenden.',
        },
      },
    },
    contact: {
      heading: 'Kontakt',
      paragraphs: {
        write:
          'Wenn du eines dieser Rechte nutzen oder eine Frage zu dieser Erklärung stellen möchtest, schreib uns über die Kontaktseite.',
      },
    },
  },
};

export default de;
