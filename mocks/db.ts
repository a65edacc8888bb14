/**
 * The mock backend's one in-memory database: typed tables per entity plus a simulated cookie session.
 * Stories, unit tests, dev:mock and the mock-mode e2e all read and write this same state.
 */
import type {
  components,
  Collection,
  InstructionStep,
  RecipeDetail,
  StandingPreferences,
  User,
} from '#src/api/types';
import { now } from '#src/lib/clock';
import type { JsonLdRecipeDraft } from '#contract/recipe-jsonld';
import type { BaseMeasure, ShoppingRecipeRef, ShoppingSection } from '#kitchen/shopping.ts';
import type { CookingMethod } from './factories/instructions';

/** A user with the password the mock checks on sign-in (plain text: it is a mock). */
export interface UserRow extends User {
  password: string;
}

/** A saved recipe or a generated draft, with what the server keeps beside the contract's fields. */
export interface RecipeRow extends Omit<RecipeDetail, 'ingredient_densities' | 'rating' | 'note'> {
  /** The owner's 1-5 rating and personal note (PATCH /recipe/{id}/rating-notes); absent = none. */
  rating?: number | null;
  note?: string | null;
  owner_id: number;
  /** The preparing session that generated it (null for seeded library recipes). */
  session_id: number | null;
  /** The steps once generated; null while not ready. */
  instructions: InstructionStep[] | null;
  /** How many more GET /instruction/{id} polls answer 404 before the steps are ready. */
  instruction_polls_left: number;
  /** How the dish is cooked; shapes the steps generated for it. */
  cooking_method: CookingMethod;
  /**
   * The dish of the mock's book slice the recipe is (mocks/data/book-slice.json) and the language it
   * was rendered in: its steps and illustration are the book's. Absent for recipes a cook wrote.
   */
  book?: { id: string; language: 'en' | 'de' } | null;
  /** The public share link's token while sharing is on (GET/POST/DELETE /recipe/{id}/share). */
  share_token?: string | null;
}

export interface CollectionRow extends Pick<Collection, 'id' | 'name' | 'description'> {
  owner_id: number;
  created_at: string;
  /** In the order the user gave them (PATCH replaces the whole list). */
  recipe_ids: number[];
}

export interface PreparingSessionRow {
  id: number;
  owner_id: number;
  prompt: string;
  written_ingredients: string;
  /** The analysed photo the session was generated with; '' for none. */
  image_key: string;
  /** The current options (draft or saved recipe ids), in order. */
  recipe_ids: number[];
  /** How many times the session has generated (as on the server): "Generate New Recipes" rotates on. */
  generation: number;
  /** Titles the session has shown, oldest first (the server keeps the last 40): new options avoid them. */
  shown_titles: string[];
  /** What the last generation could not place (as on the server); absent before the first. */
  ignored_words?: string[];
  ignored_ingredients?: string[];
  /** What the options step says when the last generation could not answer as asked. */
  notice?: string | null;
  created_at: string;
}

export interface ImageAnalysisRow {
  image_key: string;
  owner_id: number;
  ingredients: string[];
}

/** A stored file; text for SVG illustrations, base64 for uploaded bytes. */
export interface FileRow {
  key: string;
  content_type: string;
  encoding: 'utf8' | 'base64';
  data: string;
}

export interface CookedRow {
  id: number;
  user_id: number;
  recipe_id: number;
  cooked_at: string;
}

/** The cook's standing food preferences (GET/PUT /users/me/preferences); no row = none set. */
export interface PreferencesRow extends StandingPreferences {
  user_id: number;
}

export interface ResetTokenRow {
  token: string;
  user_id: number;
}

/** An email change waiting for its link; the token is `email-change-{user_id}-{n}` (stories and e2e open it). */
export interface EmailChangeRow {
  token: string;
  user_id: number;
  new_email: string;
}

/** A personal API token (GET/POST /users/me/tokens); the mock keeps the secret as the server keeps its hash. */
export interface ApiTokenRow {
  id: number;
  user_id: number;
  name: string;
  scope: 'read' | 'write';
  prefix: string;
  created_at: string;
  last_used_at: string | null;
  secret: string;
}

/** A meal plan entry (GET/POST /plan); positions are kept 0, 1, 2, ... per user, day and slot. */
export interface PlanRow {
  id: number;
  user_id: number;
  date: string;
  slot: 'breakfast' | 'lunch' | 'dinner' | 'snack';
  position: number;
  recipe_id: number | null;
  servings: number | null;
  note: string | null;
  cooked_at: string | null;
  /** Put on the shopping list by POST /shopping-list/plan: adding its range again skips it. */
  on_shopping_list?: boolean;
}

/**
 * A shopping list line (GET /shopping-list): amounts in base units (kitchen/shopping.ts), answered
 * rounded for a shop in the user's unit system; `key` is what recipe lines merge on.
 */
export interface ShoppingRow {
  id: number;
  user_id: number;
  key: string;
  name: string;
  section: ShoppingSection;
  measures: BaseMeasure[];
  recipes: ShoppingRecipeRef[];
  manual: boolean;
  checked_at: string | null;
  /** When the line was made (the account archive says it). */
  created_at: string;
}

/** The staples a user always has (GET/PUT /shopping-list/pantry), in the order stored. */
export interface PantryRow {
  user_id: number;
  names: string[];
}

/**
 * A household membership (the household tag): `member_id` shares `owner_id`'s plan, list and
 * pantry once `accepted_at` is set; until then it is an invitation.
 */
export interface HouseholdRow {
  id: number;
  owner_id: number;
  member_id: number;
  invited_at: string;
  accepted_at: string | null;
}

/**
 * An archive import job (POST /recipe/import-archive, GET /import-jobs/{jobId}): the contract's job
 * plus its owner and the recipes read from the archive, stored one by one as the job is polled.
 */
export interface ImportJobRow extends Omit<components['schemas']['ImportJob'], 'report'> {
  report: components['schemas']['ImportJobItem'][];
  user_id: number;
  drafts: JsonLdRecipeDraft[];
  /** Stories only: polling answers the job as it is (a picture of a job mid-way stays mid-way). */
  frozen?: boolean;
}

/**
 * The simulated cookies: who is signed in, whether the short-lived access token has expired (protected
 * calls answer 401 until POST /auth/refresh succeeds), whether the refresh token is revoked (refresh
 * answers 401), and the XSRF double-submit token mirrored in the readable XSRF-TOKEN cookie.
 */
export interface MockSession {
  userId: number | null;
  accessTokenExpired: boolean;
  refreshRevoked: boolean;
  xsrfToken: string;
  /** When this session signed in (clock ms); a sign-in within 10 minutes confirms who is asking. */
  signedInAt?: number;
}

export interface MockDb {
  users: Map<number, UserRow>;
  recipes: Map<number, RecipeRow>;
  collections: Map<number, CollectionRow>;
  preparingSessions: Map<number, PreparingSessionRow>;
  imageAnalyses: Map<string, ImageAnalysisRow>;
  files: Map<string, FileRow>;
  cooked: Map<number, CookedRow>;
  resetTokens: Map<string, ResetTokenRow>;
  emailChanges: Map<string, EmailChangeRow>;
  preferences: Map<number, PreferencesRow>;
  apiTokens: Map<number, ApiTokenRow>;
  importJobs: Map<string, ImportJobRow>;
  plan: Map<number, PlanRow>;
  shopping: Map<number, ShoppingRow>;
  pantry: Map<number, PantryRow>;
  /** The meal plan's calendar-feed token per user id while the feed is on (GET/POST/DELETE /calendar-feed). */
  calendarFeeds: Map<number, string>;
  households: Map<number, HouseholdRow>;
  session: MockSession;
}

type TableName = Exclude<keyof MockDb, 'session'>;

export const XSRF_COOKIE = 'XSRF-TOKEN';
/** Fixed, so stories and tests are reproducible; unsafe requests must echo it in X-XSRF-TOKEN. */
export const DEFAULT_XSRF_TOKEN = 'mock-xsrf-token';

const freshSession = (): MockSession => ({
  userId: null,
  accessTokenExpired: false,
  refreshRevoked: false,
  xsrfToken: DEFAULT_XSRF_TOKEN,
});

export const db: MockDb = {
  users: new Map(),
  recipes: new Map(),
  collections: new Map(),
  preparingSessions: new Map(),
  imageAnalyses: new Map(),
  files: new Map(),
  cooked: new Map(),
  resetTokens: new Map(),
  emailChanges: new Map(),
  preferences: new Map(),
  apiTokens: new Map(),
  importJobs: new Map(),
  plan: new Map(),
  shopping: new Map(),
  pantry: new Map(),
  calendarFeeds: new Map(),
  households: new Map(),
  session: freshSession(),
};

const resetListeners = new Set<() => void>();

/** Registers state outside the tables (e.g. override counters) to be cleared with the db. */
export function onResetDb(listener: () => void): () => void {
  resetListeners.add(listener);
  return () => resetListeners.delete(listener);
}

const TABLES: TableName[] = [
  'users',
  'recipes',
  'collections',
  'preparingSessions',
  'imageAnalyses',
  'files',
  'cooked',
  'resetTokens',
  'emailChanges',
  'preferences',
  'apiTokens',
  'importJobs',
  'plan',
  'shopping',
  'pantry',
  'calendarFeeds',
  'households',
];

/** Empties every table and signs out. */
export function resetDb() {
  for (const table of TABLES) db[table].clear();
  db.session = freshSession();
  sequences = {};
  for (const listener of resetListeners) listener();
  ensureXsrfCookie();
}

export interface SeedData {
  users?: UserRow[];
  recipes?: RecipeRow[];
  collections?: CollectionRow[];
  preparingSessions?: PreparingSessionRow[];
  imageAnalyses?: ImageAnalysisRow[];
  files?: FileRow[];
  cooked?: CookedRow[];
  preferences?: PreferencesRow[];
  apiTokens?: ApiTokenRow[];
  importJobs?: ImportJobRow[];
  plan?: PlanRow[];
  shopping?: ShoppingRow[];
  pantry?: PantryRow[];
  households?: HouseholdRow[];
  /** Signs this user in (as after a login). */
  signedInUserId?: number | null;
}

/** Adds rows to the tables (on top of what is there; call resetDb() first for a clean world). */
export function seedDb(data: SeedData) {
  for (const row of data.users ?? []) db.users.set(row.id, row);
  for (const row of data.recipes ?? []) db.recipes.set(row.id, row);
  for (const row of data.collections ?? []) db.collections.set(row.id, row);
  for (const row of data.preparingSessions ?? [])
    db.preparingSessions.set(row.id, { ...row, shown_titles: row.shown_titles ?? [] });
  for (const row of data.imageAnalyses ?? []) db.imageAnalyses.set(row.image_key, row);
  for (const row of data.files ?? []) db.files.set(row.key, row);
  for (const row of data.cooked ?? []) db.cooked.set(row.id, row);
  for (const row of data.preferences ?? []) db.preferences.set(row.user_id, row);
  for (const row of data.apiTokens ?? []) db.apiTokens.set(row.id, row);
  for (const row of data.importJobs ?? []) db.importJobs.set(row.id, row);
  for (const row of data.plan ?? []) db.plan.set(row.id, row);
  for (const row of data.shopping ?? []) db.shopping.set(row.id, row);
  for (const row of data.pantry ?? []) db.pantry.set(row.user_id, row);
  for (const row of data.households ?? []) db.households.set(row.id, row);
  if (data.signedInUserId !== undefined) signIn(data.signedInUserId);
}

type SequenceName =
  | 'users'
  | 'recipes'
  | 'collections'
  | 'preparingSessions'
  | 'cooked'
  | 'apiTokens'
  | 'plan'
  | 'shopping'
  | 'households';
/** The last id handed out per table, so ids are never reused after a delete (client caches key on them). */
let sequences: Partial<Record<SequenceName, number>> = {};

/** The first of `count` fresh consecutive ids: above every id the table holds or ever handed out. */
export function reserveIds(table: SequenceName, count: number) {
  let max = sequences[table] ?? 0;
  for (const id of db[table].keys()) max = Math.max(max, id);
  sequences[table] = max + count;
  return max + 1;
}

/** The next id of a numeric table (never one that was used before). */
export const nextId = (table: SequenceName) => reserveIds(table, 1);

// ------------------------------------------------------------------ session

/** Starts a session for the user (or ends it with null), like the cookies a login sets. */
export function signIn(userId: number | null) {
  db.session.userId = userId;
  db.session.accessTokenExpired = false;
  db.session.refreshRevoked = false;
  db.session.signedInAt = userId === null ? undefined : now();
}

export function signOut() {
  signIn(null);
}

/** The signed-in user when the access token is valid, else null (the request is anonymous). */
export function currentUser(): UserRow | null {
  const { userId, accessTokenExpired } = db.session;
  if (userId === null || accessTokenExpired) return null;
  return db.users.get(userId) ?? null;
}

/** Makes the next protected calls answer 401 until POST /auth/refresh succeeds. */
export function setAccessTokenExpired(expired = true) {
  db.session.accessTokenExpired = expired;
}

/** Makes POST /auth/refresh answer 401 (the refresh token family is revoked). */
export function setRefreshRevoked(revoked = true) {
  db.session.refreshRevoked = revoked;
}

/**
 * Writes the readable XSRF-TOKEN cookie when a document exists and lacks it, as the real server does on
 * any response; the client copies it into X-XSRF-TOKEN on unsafe requests.
 */
export function ensureXsrfCookie() {
  if (typeof document === 'undefined') return;
  const present = document.cookie
    .split(';')
    .some((part) => part.trim() === `${XSRF_COOKIE}=${db.session.xsrfToken}`);
  if (!present) document.cookie = `${XSRF_COOKIE}=${db.session.xsrfToken}; path=/; SameSite=Lax`;
}

// ------------------------------------------------------------------ persistence (dev:mock, e2e)

interface Snapshot {
  version: 1;
  tables: Record<TableName, unknown[]>;
  session: MockSession;
  sequences?: Partial<Record<SequenceName, number>>;
}

/** The whole db as JSON (Maps become row arrays). */
export function serializeDb(): string {
  const tables = Object.fromEntries(TABLES.map((t) => [t, [...db[t].values()]])) as Record<
    TableName,
    unknown[]
  >;
  const snapshot: Snapshot = { version: 1, tables, session: db.session, sequences };
  return JSON.stringify(snapshot);
}

/** Replaces the db with a snapshot from serializeDb(); false (db untouched) when it is unusable. */
export function restoreDb(json: string): boolean {
  let snapshot: Snapshot;
  try {
    snapshot = JSON.parse(json) as Snapshot;
  } catch {
    return false;
  }
  if (snapshot?.version !== 1 || !snapshot.tables || !snapshot.session) return false;
  for (const table of TABLES) db[table].clear();
  const rows = snapshot.tables;
  seedDb({
    users: rows.users as UserRow[],
    recipes: rows.recipes as RecipeRow[],
    collections: rows.collections as CollectionRow[],
    preparingSessions: rows.preparingSessions as PreparingSessionRow[],
    imageAnalyses: rows.imageAnalyses as ImageAnalysisRow[],
    files: rows.files as FileRow[],
    cooked: rows.cooked as CookedRow[],
    preferences: (rows.preferences ?? []) as PreferencesRow[],
    apiTokens: (rows.apiTokens ?? []) as ApiTokenRow[],
    importJobs: (rows.importJobs ?? []) as ImportJobRow[],
    plan: (rows.plan ?? []) as PlanRow[],
    shopping: (rows.shopping ?? []) as ShoppingRow[],
    pantry: (rows.pantry ?? []) as PantryRow[],
    households: (rows.households ?? []) as HouseholdRow[],
  });
  for (const row of (rows.resetTokens ?? []) as ResetTokenRow[]) db.resetTokens.set(row.token, row);
  for (const row of (rows.emailChanges ?? []) as EmailChangeRow[])
    db.emailChanges.set(row.token, row);
  db.session = { ...freshSession(), ...snapshot.session };
  sequences = { ...snapshot.sequences };
  ensureXsrfCookie();
  return true;
}
