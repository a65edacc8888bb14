import type { components } from '#src/api/types';

export type PlanSlot = components['schemas']['PlanSlot'];
export const PLAN_SLOTS: readonly PlanSlot[] = ['breakfast', 'lunch', 'dinner', 'snack'];

const DAY_MS = 86_400_000;

/** A calendar day as `YYYY-MM-DD` from a Date's local fields (the cook's own calendar). */
export function isoDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** `YYYY-MM-DD` as a Date at noon UTC (weekday and arithmetic stay clear of time zones). */
export function dayDate(day: string): Date {
  return new Date(`${day}T12:00:00Z`);
}

/** The day `count` days after `day`. */
export function addDays(day: string, count: number): string {
  return new Date(dayDate(day).getTime() + count * DAY_MS).toISOString().slice(0, 10);
}

interface WeekInfo {
  firstDay: number;
}
type LocaleWithWeek = Intl.Locale & { getWeekInfo?: () => WeekInfo; weekInfo?: WeekInfo };

/**
 * The first day of the week of a locale, 1 (Monday) to 7 (Sunday): Intl.Locale's getWeekInfo() or
 * weekInfo where the browser has them; otherwise Monday for German and Sunday for English (en-US).
 */
export function firstDayOfWeek(locale: string): number {
  try {
    const intl = new Intl.Locale(locale) as LocaleWithWeek;
    const info = intl.getWeekInfo?.() ?? intl.weekInfo;
    if (info && info.firstDay >= 1 && info.firstDay <= 7) return info.firstDay;
  } catch {
    // An unknown tag: the fallback below.
  }
  return locale.toLowerCase().startsWith('de') ? 1 : 7;
}

/** The first day of the week that holds `day`, for a week starting on `firstDay` (1-7). */
export function weekStart(day: string, firstDay: number): string {
  const weekday = dayDate(day).getUTCDay() || 7; // 1 Monday ... 7 Sunday
  return addDays(day, -((weekday - firstDay + 7) % 7));
}

/** The seven days of the week starting on `start`. */
export function weekDays(start: string): string[] {
  return Array.from({ length: 7 }, (_, i) => addDays(start, i));
}
