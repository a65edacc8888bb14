import ical from 'ical-generator';
import type { components } from './schema.gen.ts';

type Schemas = components['schemas'];
type Language = 'en' | 'de';

/** The days a feed holds around today: 8 weeks back (what was cooked), 26 weeks ahead. */
export const CALENDAR_FEED_DAYS_BACK = 56;
export const CALENDAR_FEED_DAYS_AHEAD = 182;

/** 16 random bytes in base64url: 22 url-safe characters, 128 bits (as share links). */
export const CALENDAR_FEED_TOKEN = /^[\w-]{22,64}$/;

/** The feed's path under the origin: `/api/calendar-feed/{token}.ics`. */
export const calendarFeedPath = (token: string): string => `/api/calendar-feed/${token}.ics`;

/** The token in a feed file name (`{token}.ics`), or undefined when it cannot be one. */
export function calendarFeedToken(file: string): string | undefined {
  if (!file.endsWith('.ics')) return undefined;
  const token = file.slice(0, -'.ics'.length);
  return CALENDAR_FEED_TOKEN.test(token) ? token : undefined;
}

/** The first and last day (YYYY-MM-DD, UTC) a feed made at `now` holds. */
export function calendarFeedRange(now: Date): { from: string; to: string } {
  const day = (offset: number) =>
    new Date(now.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
  return { from: day(-CALENDAR_FEED_DAYS_BACK), to: day(CALENDAR_FEED_DAYS_AHEAD) };
}

const TEXTS: Record<
  Language,
  {
    name: string;
    slots: Record<Schemas['PlanSlot'], string>;
    servings: (count: number) => string;
    minutes: (count: number) => string;
  }
> = {
  en: {
    name: 'Sous meal plan',
    slots: { breakfast: 'Breakfast', lunch: 'Lunch', dinner: 'Dinner', snack: 'Snack' },
    servings: (count) => `${count} ${count === 1 ? 'serving' : 'servings'}`,
    minutes: (count) => `${count} min`,
  },
  de: {
    name: 'Sous Essensplan',
    slots: { breakfast: 'Frühstück', lunch: 'Mittagessen', dinner: 'Abendessen', snack: 'Snack' },
    servings: (count) => `${count} ${count === 1 ? 'Portion' : 'Portionen'}`,
    minutes: (count) => `${count} Min.`,
  },
};

const SLOT_ORDER: Record<Schemas['PlanSlot'], number> = {
  breakfast: 0,
  lunch: 1,
  dinner: 2,
  snack: 3,
};

/**
 * The meal plan as iCalendar (RFC 5545): one all-day event per entry, "Dinner: Mushroom Risotto"
 * with the servings, the time and a link to the recipe in its description, or "Dinner: eating
 * out" for a note. All-day, because a slot has no clock time; the UID is the entry's, so a moved
 * entry moves in the calendar instead of appearing twice. Server and mock both answer with it.
 */
export function planCalendar(
  entries: readonly Schemas['PlanEntry'][],
  options: { language: Schemas['UiLanguage']; origin: string; host: string; now: Date },
): string {
  const texts = TEXTS[options.language ?? 'en'];
  const calendar = ical({
    name: texts.name,
    prodId: {
      company: 'Sous',
      product: 'meal-plan',
      language: (options.language ?? 'en').toUpperCase(),
    },
    ttl: 3600,
  });
  const sorted = [...entries].sort(
    (a, b) =>
      a.date.localeCompare(b.date) ||
      SLOT_ORDER[a.slot] - SLOT_ORDER[b.slot] ||
      a.position - b.position,
  );
  for (const entry of sorted) {
    const start = new Date(`${entry.date}T00:00:00Z`);
    const slot = texts.slots[entry.slot];
    const recipeUrl = entry.recipe ? `${options.origin}/app/recipe/${entry.recipe.id}` : undefined;
    const details = entry.recipe
      ? [
          entry.servings === null ? undefined : texts.servings(entry.servings),
          entry.recipe.total_time_minutes === null
            ? undefined
            : texts.minutes(entry.recipe.total_time_minutes),
        ].filter((part) => part !== undefined)
      : [];
    calendar.createEvent({
      id: `plan-entry-${entry.id}@${options.host}`,
      start,
      end: new Date(start.getTime() + 86_400_000),
      allDay: true,
      stamp: options.now,
      summary: `${slot}: ${entry.recipe ? entry.recipe.title : (entry.note ?? '')}`,
      description: [details.join(' · '), recipeUrl].filter(Boolean).join('\n') || undefined,
      url: recipeUrl,
    });
  }
  return calendar.toString();
}
