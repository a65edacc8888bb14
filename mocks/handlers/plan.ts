import type { components } from '#src/api/types';
import { now } from '#src/lib/clock';
import { type PlanRow, db, nextId } from '#mocks/db';
import { HttpResponse } from 'msw';
import { isoAt, toRecipeDetail } from '#mocks/factories';
import {
  guard,
  http,
  notFound,
  pathParams,
  problem,
  queryParams,
  readBody,
  requireUser,
} from '#mocks/http';
import { MAX_PLAN_ENTRIES_PER_SLOT, MAX_PLAN_RANGE_DAYS } from '#contract/limits';
import { DETAILS, PLAN_RANGE_TOO_LONG, PLAN_SLOT_FULL } from '#contract/messages';
import {
  closeUpPlanSlot,
  completeInstructions,
  householdChanged,
  householdOwner,
  newMockToken,
  ownRecipe,
  planSlot,
} from '#mocks/store';
import {
  calendarFeedPath,
  calendarFeedRange,
  calendarFeedToken,
  planCalendar,
} from '#contract/plan-calendar';
import { mockConfig } from '#mocks/config';

type Schemas = components['schemas'];

const SLOTS = ['breakfast', 'lunch', 'dinner', 'snack'] as const;
const DAY_MS = 86_400_000;

/** The days from `from` to `to`, both included (0 or less when `to` is before `from`). */
export const daysInRange = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;

const invalid = (loc: (string | number)[], msg: string) =>
  problem(422, [{ loc, msg, type: 'value_error' }]);

/**
 * The entry as the server answers it: the recipe's id, title, image and time (null for a note), and
 * in a shared plan the username of a recipe that is not `readerId`'s own.
 */
export function toPlanEntry(row: PlanRow, readerId: number): Schemas['PlanEntry'] {
  const recipe = row.recipe_id === null ? undefined : db.recipes.get(row.recipe_id);
  const sharedBy =
    recipe && recipe.owner_id !== readerId ? db.users.get(recipe.owner_id) : undefined;
  return {
    id: row.id,
    date: row.date,
    slot: row.slot,
    position: row.position,
    recipe: recipe
      ? {
          id: recipe.id,
          title: recipe.title,
          image_url: recipe.image_url,
          total_time_minutes: recipe.total_time_minutes,
          ...(sharedBy ? { shared_by: sharedBy.username } : {}),
        }
      : null,
    servings: row.servings,
    note: row.note,
    cooked_at: row.cooked_at,
  };
}

function ownEntry(id: number, userId: number): PlanRow {
  const entry = db.plan.get(id);
  if (!entry || entry.user_id !== userId) throw notFound(DETAILS.planEntryNotFound);
  return entry;
}

/** Puts `entry` into a slot at `position` (past the end: at the end), renumbering the slot. */
function place(entry: PlanRow, date: string, slot: PlanRow['slot'], position: number | undefined) {
  const rest = planSlot(entry.user_id, date, slot).filter((e) => e.id !== entry.id);
  const at = Math.min(position ?? rest.length, rest.length);
  const ordered = [...rest.slice(0, at), entry, ...rest.slice(at)];
  entry.date = date;
  entry.slot = slot;
  for (const [i, e] of ordered.entries()) e.position = i;
}

export const planHandlers = [
  http.get('/plan', ({ request, response }) => {
    guard('getPlan', request);
    const user = requireUser();
    const home = householdOwner(user);
    const { from, to } = queryParams<{ from: string; to: string }>('getPlan', request);
    const days = daysInRange(from, to);
    if (days < 1) throw invalid(['query', 'to'], DETAILS.planRangeReversed);
    if (days > MAX_PLAN_RANGE_DAYS) throw invalid(['query', 'to'], PLAN_RANGE_TOO_LONG);
    const entries = [...db.plan.values()]
      .filter((e) => e.user_id === home.id && e.date >= from && e.date <= to)
      .sort(
        (a, b) =>
          a.date.localeCompare(b.date) ||
          SLOTS.indexOf(a.slot) - SLOTS.indexOf(b.slot) ||
          a.position - b.position,
      );
    return response(200).json({ from, to, entries: entries.map((e) => toPlanEntry(e, user.id)) });
  }),

  http.post('/plan', async ({ request, response }) => {
    guard('createPlanEntry', request);
    const user = requireUser();
    const body = await readBody<Schemas['CreatePlanEntryRequest']>('createPlanEntry', request);
    const isRecipe = body.recipe_id !== undefined;
    if (isRecipe === (body.note !== undefined)) throw invalid(['body'], DETAILS.planRecipeOrNote);
    if (!isRecipe && body.servings !== undefined)
      throw invalid(['body', 'servings'], DETAILS.planServingsWithNote);
    const home = householdOwner(user);
    const recipe = body.recipe_id === undefined ? undefined : ownRecipe(body.recipe_id, user.id);
    const taken = planSlot(home.id, body.date, body.slot);
    if (taken.length >= MAX_PLAN_ENTRIES_PER_SLOT) throw problem(409, PLAN_SLOT_FULL);
    const row: PlanRow = {
      id: nextId('plan'),
      user_id: home.id,
      date: body.date,
      slot: body.slot,
      position: taken.length,
      recipe_id: recipe?.id ?? null,
      servings: recipe ? (body.servings ?? Math.min(100, recipe.baseServings)) : null,
      note: body.note?.trim() ?? null,
      cooked_at: null,
    };
    db.plan.set(row.id, row);
    householdChanged(home.id, 'plan');
    return response(201).json(toPlanEntry(row, user.id));
  }),

  http.patch('/plan/{entryId}', async ({ request, params, response }) => {
    guard('updatePlanEntry', request);
    const user = requireUser();
    const { entryId } = pathParams<{ entryId: number }>('updatePlanEntry', params);
    const body = await readBody<Schemas['UpdatePlanEntryRequest']>('updatePlanEntry', request);
    const home = householdOwner(user);
    const entry = ownEntry(entryId, home.id);
    if (body.servings !== undefined && entry.recipe_id === null)
      throw invalid(['body', 'servings'], DETAILS.planServingsWithNote);
    if (body.note !== undefined && entry.note === null)
      throw invalid(['body', 'note'], DETAILS.planNoteWithRecipe);
    const date = body.date ?? entry.date;
    const slot = body.slot ?? entry.slot;
    const from = { date: entry.date, slot: entry.slot };
    if (date === entry.date && slot === entry.slot) {
      if (body.position !== undefined) place(entry, date, slot, body.position);
    } else {
      if (planSlot(home.id, date, slot).length >= MAX_PLAN_ENTRIES_PER_SLOT)
        throw problem(409, PLAN_SLOT_FULL);
      place(entry, date, slot, body.position);
      closeUpPlanSlot(home.id, from.date, from.slot);
    }
    if (body.servings !== undefined) entry.servings = body.servings;
    if (body.note !== undefined) entry.note = body.note.trim();
    householdChanged(home.id, 'plan');
    return response(200).json(toPlanEntry(entry, user.id));
  }),

  http.delete('/plan/{entryId}', ({ request, params, response }) => {
    guard('deletePlanEntry', request);
    const user = requireUser();
    const { entryId } = pathParams<{ entryId: number }>('deletePlanEntry', params);
    const home = householdOwner(user);
    const entry = ownEntry(entryId, home.id);
    db.plan.delete(entry.id);
    closeUpPlanSlot(home.id, entry.date, entry.slot);
    householdChanged(home.id, 'plan');
    return response(200).json({ message: 'Removed from the plan' });
  }),

  http.post('/plan/{entryId}/cooked', ({ request, params, response }) => {
    guard('markPlanEntryCooked', request);
    const user = requireUser();
    const { entryId } = pathParams<{ entryId: number }>('markPlanEntryCooked', params);
    const home = householdOwner(user);
    const entry = ownEntry(entryId, home.id);
    if (entry.recipe_id === null) throw problem(409, DETAILS.planNoteNotCookable);
    if (entry.cooked_at === null) {
      entry.cooked_at = isoAt(now());
      const id = nextId('cooked');
      // The cooked log of the recipe's owner (in a shared plan, maybe another member's recipe).
      db.cooked.set(id, {
        id,
        user_id: db.recipes.get(entry.recipe_id)?.owner_id ?? user.id,
        recipe_id: entry.recipe_id,
        cooked_at: entry.cooked_at,
      });
      householdChanged(home.id, 'plan');
    }
    return response(200).json(toPlanEntry(entry, user.id));
  }),

  // Through its entry only, while its owner cooks in the household (the server's rule).
  http.get('/plan/{entryId}/recipe', ({ request, params, response }) => {
    guard('getPlanEntryRecipe', request);
    const user = requireUser();
    const { entryId } = pathParams<{ entryId: number }>('getPlanEntryRecipe', params);
    const home = householdOwner(user);
    const entry = ownEntry(entryId, home.id);
    const recipe = entry.recipe_id === null ? undefined : db.recipes.get(entry.recipe_id);
    const owner = recipe && db.users.get(recipe.owner_id);
    if (!recipe || !owner || householdOwner(owner).id !== home.id)
      throw notFound(DETAILS.planEntryNotFound);
    // The server's steps are written once the recipe is saved; the mock writes them when asked.
    completeInstructions(recipe);
    const detail = toRecipeDetail(recipe);
    const own = owner.id === user.id;
    return response(200).json({
      recipe: own ? detail : { ...detail, rating: null, note: null },
      servings: entry.servings ?? detail.baseServings,
      steps: recipe.instructions,
      steps_status: recipe.instructions ? 'ready' : 'writing',
      owner: own ? null : owner.username,
    });
  }),

  http.get('/calendar-feed', ({ request, response }) => {
    guard('getCalendarFeed', request);
    const user = requireUser();
    return response(200).json(feedState(db.calendarFeeds.get(user.id)));
  }),

  http.post('/calendar-feed', ({ request, response }) => {
    guard('enableCalendarFeed', request);
    const user = requireUser();
    if (!db.calendarFeeds.has(user.id)) db.calendarFeeds.set(user.id, newMockToken());
    return response(200).json(feedState(db.calendarFeeds.get(user.id)));
  }),

  http.delete('/calendar-feed', ({ request, response }) => {
    guard('revokeCalendarFeed', request);
    const user = requireUser();
    db.calendarFeeds.delete(user.id);
    return response(200).json(feedState(undefined));
  }),

  // Public, as on the server: the token is the key (no session, no XSRF for a GET).
  http.get('/calendar-feed/{file}', ({ params }) => {
    const { file } = pathParams<{ file: string }>('readCalendarFeed', params);
    const token = calendarFeedToken(file);
    const owner = [...db.calendarFeeds].find(([, stored]) => stored === token)?.[0];
    const user = owner === undefined ? undefined : db.users.get(owner);
    if (!user) throw notFound(DETAILS.calendarFeedNotFound);
    const at = new Date(now());
    const { from, to } = calendarFeedRange(at);
    const home = householdOwner(user);
    const entries = [...db.plan.values()].filter(
      (e) => e.user_id === home.id && e.date >= from && e.date <= to,
    );
    const origin = new URL(mockConfig.shareOrigin);
    const text = planCalendar(
      entries.map((e) => toPlanEntry(e, user.id)),
      {
        language: user.language,
        origin: origin.origin,
        host: origin.host,
        now: at,
      },
    );
    return new HttpResponse(text, {
      status: 200,
      headers: {
        'content-type': 'text/calendar; charset=utf-8',
        'cache-control': 'no-cache',
        'x-robots-tag': 'noindex, nofollow',
      },
    });
  }),
];

/** The feed's state as the server answers it, its address at the mock's stand-in origin. */
function feedState(token: string | undefined): Schemas['CalendarFeed'] {
  return token
    ? { enabled: true, url: `${mockConfig.shareOrigin}${calendarFeedPath(token)}` }
    : { enabled: false, url: null };
}
