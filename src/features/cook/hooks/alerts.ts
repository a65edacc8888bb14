/**
 * What a finished timer does beyond the spec's console warning: a short chime (Web Audio) and a
 * system notification when the user allowed them. Every call is best-effort and never throws.
 */

type AudioContextCtor = typeof AudioContext;

let context: AudioContext | null = null;

function audioContext(): AudioContext | null {
  const Ctor =
    (globalThis as { AudioContext?: AudioContextCtor }).AudioContext ??
    (globalThis as { webkitAudioContext?: AudioContextCtor }).webkitAudioContext;
  if (!Ctor) return null;
  try {
    context ??= new Ctor();
    return context;
  } catch {
    return null;
  }
}

/**
 * Call on the user's Start press: browsers only let audio play (and ask for notifications) after a
 * gesture, and the chime comes much later.
 */
export function prepareAlerts() {
  try {
    void audioContext()?.resume();
    if (typeof Notification !== 'undefined' && Notification.permission === 'default') {
      void Notification.requestPermission().catch(() => undefined);
    }
  } catch {
    /* alerts are a bonus; the countdown works without them */
  }
}

/** Three short rising beeps. */
export function playChime() {
  const audio = audioContext();
  if (!audio) return;
  try {
    const start = audio.currentTime + 0.05;
    [0, 0.28, 0.56].forEach((offset, index) => {
      const oscillator = audio.createOscillator();
      const gain = audio.createGain();
      oscillator.type = 'sine';
      oscillator.frequency.value = 660 + index * 220;
      gain.gain.setValueAtTime(0.0001, start + offset);
      gain.gain.exponentialRampToValueAtTime(0.3, start + offset + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, start + offset + 0.24);
      oscillator.connect(gain).connect(audio.destination);
      oscillator.start(start + offset);
      oscillator.stop(start + offset + 0.25);
    });
  } catch {
    /* no audio output */
  }
}

/** A system notification, only when the user granted the permission. */
export function notify(title: string, body: string) {
  try {
    if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return;
    new Notification(title, { body, tag: `sous-${body}` });
  } catch {
    /* some browsers only allow notifications from a service worker */
  }
}
