import { args, type Translation } from '#src/lib/i18n/texts';
import type en from './texts.en';

/** Deutsch. */
const de: Translation<typeof en> = {
  home: 'Sous-Startseite',
  backHome: 'Zur Startseite',
  mainNav: 'Hauptmenü',
  nav: {
    features: 'Funktionen',
    howItWorks: 'So funktioniert’s',
    recipes: 'Rezepte',
    about: 'Über uns',
  },
  openMenu: 'Menü öffnen',
  closeMenu: 'Menü schließen',
  dashboard: 'Übersicht',
  signIn: 'Anmelden',
  getStartedFree: 'Kostenlos starten',
  footer: {
    tagline: 'Dein KI-Kochbegleiter, vom Kühlschrank bis auf den Tisch.',
    product: 'Produkt',
    company: 'Unternehmen',
    connect: 'Folge uns',
    getStarted: 'Loslegen',
    contact: 'Kontakt',
    privacyPolicy: 'Datenschutzerklärung',
    newTab: '(öffnet in einem neuen Tab)',
    rights: args('© {{year}} Sous. Alle Rechte vorbehalten.', 'year'),
  },
  notFound: {
    title: 'Rezept nicht gefunden',
    text: 'Diese Seite hat wohl die Küche verlassen. Vielleicht wurde sie verschoben, oder die Adresse enthält einen Tippfehler.',
    links: 'Hilfreiche Links',
    home: 'Startseite',
    library: 'Rezeptsammlung',
    dashboard: 'Übersicht',
    about: 'Über uns',
    contact: 'Kontakt',
    privacy: 'Datenschutz',
  },
};

export default de;
