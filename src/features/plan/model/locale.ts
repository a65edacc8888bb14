import { currentUiLanguage } from '#src/lib/i18n/texts';
import { dayDate } from './week';

/** The locale the plan formats days with: German as de-DE, English as the browser's English (else en-US). */
export function planLocale(): string {
  if (currentUiLanguage() === 'de') return 'de-DE';
  const browser = typeof navigator === 'undefined' ? '' : navigator.language;
  return browser.toLowerCase().startsWith('en') ? browser : 'en-US';
}

/** "Tuesday, 1 December" in the locale (the day's own date, no time zone shift). */
export function dayLabel(day: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).format(dayDate(day));
}

/** "Tuesday" in the locale. */
export function weekdayLabel(day: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(dayDate(day));
}

/** "1 Dec" in the locale. */
export function shortDate(day: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(dayDate(day));
}
