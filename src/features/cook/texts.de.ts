import { args, type Translation } from '#src/lib/i18n/texts';
import type { COOK_SPEC } from './texts';

/** Deutsch (the voice commands stay the English words the recogniser listens for). */
const de: Translation<typeof COOK_SPEC> = {
  instructions: {
    loadingTitle: 'Anleitung wird erstellt...',
    loadingText:
      'Unser KI-Koch bereitet eine ausführliche Anleitung für dein Rezept vor. Das dauert meist nur einen Moment.',
    title: 'Kochanleitung',
    hint: 'Folge den Schritten entlang des Pfads, um dein Rezept fertigzustellen.',
  },
  markCooked: {
    heading: 'Fertig gekocht?',
    hint: 'Markiere das Rezept als gekocht, damit es in deiner Statistik zählt.',
    action: 'Als gekocht markieren',
    busy: 'Wird gespeichert...',
    done: 'Als gekocht markiert. Guten Appetit!',
    failed: 'Das Rezept konnte nicht als gekocht markiert werden. Bitte versuche es erneut.',
  },
  timer: {
    start: 'Start',
    resume: 'Fortsetzen',
    pause: 'Pause',
    reset: 'Zurücksetzen',
    done: 'Die Zeit ist um!',
    remaining: 'Verbleibende Zeit',
  },
  voice: {
    readAloud: 'Schritt vorlesen',
    stopReading: 'Vorlesen beenden',
    handsFree: 'Freihändig',
    listening: 'Ich höre zu… sag „next“, „back“, „repeat“, „start timer“ oder „pause timer“.',
    current: args('Schritt {{step}} von {{total}}', 'step', 'total'),
  },
};

export default de;
