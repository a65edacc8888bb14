import { args, type Translation } from '#src/lib/i18n/texts';
import type en from './texts.en';

/** Deutsch (the recogniser also listens for the German commands it names). */
const de: Translation<typeof en> = {
  instructions: {
    loadingTitle: 'Anleitung wird erstellt...',
    loadingText:
      'Unser KI-Koch bereitet eine ausführliche Anleitung für dein Rezept vor. Das dauert meist nur einen Moment.',
    title: 'Kochanleitung',
    hint: 'Folge den Schritten entlang des Pfads, um dein Rezept fertigzustellen.',
    announce: args('Schritt {{step}} von {{total}}: {{heading}}', 'step', 'total', 'heading'),
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
    readStep: args('Schritt {{step}} vorlesen', 'step'),
    stopReading: 'Vorlesen beenden',
    handsFree: 'Freihändig',
    listening:
      'Ich höre zu… sag „weiter“, „zurück“, „nochmal“, „Timer starten“ oder „Timer anhalten“.',
    current: args('Schritt {{step}} von {{total}}', 'step', 'total'),
    previous: 'Vorheriger Schritt',
    next: 'Nächster Schritt',
  },
  indicator: {
    region: 'Laufende Timer',
    open: args('Zurück zu Schritt {{step}}:', 'step'),
    done: 'Die Zeit ist um!',
    dismiss: args('Timer schließen: {{heading}}', 'heading'),
    announceDone: args('Die Zeit ist um: {{heading}}', 'heading'),
  },
  cookMode: {
    open: 'Kochmodus starten',
    title: 'Kochmodus',
    close: 'Kochmodus beenden',
    swipeHint: 'Wische nach links zum nächsten Schritt, nach rechts zum vorherigen.',
    step: args('Schritt {{step}}', 'step'),
    otherTimers: 'Weitere Timer',
    goToStep: args('Zu Schritt {{step}}:', 'step'),
    ingredients: 'Zutaten',
    closeIngredients: 'Zutaten schließen',
  },
  speech: {
    step: args('Schritt {{step}}. {{heading}}.', 'step', 'heading'),
    timer: args('Dieser Schritt hat einen Timer von {{duration}}.', 'duration'),
    denied: 'Der Zugriff aufs Mikrofon wurde verweigert.',
    failed: 'Die Sprachsteuerung konnte nicht starten.',
  },
  timerControl: {
    start: args('Timer-Start: {{heading}}', 'heading'),
    resume: args('Timer fortsetzen: {{heading}}', 'heading'),
    pause: args('Timer-Pause: {{heading}}', 'heading'),
    reset: args('Timer zurücksetzen: {{heading}}', 'heading'),
  },
  timerAnnounce: {
    left: args('Noch {{duration}}: {{heading}}', 'duration', 'heading'),
    done: args('Die Zeit ist um: {{heading}}', 'heading'),
    started: args('Timer gestartet: {{duration}} für {{heading}}', 'duration', 'heading'),
    paused: args('Timer pausiert: noch {{duration}}', 'duration'),
    reset: args('Timer zurückgesetzt auf {{duration}}', 'duration'),
  },
};

export default de;
