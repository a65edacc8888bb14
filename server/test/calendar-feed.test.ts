import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testBackends } from './helpers/database.ts';
import { startTestServer, type TestClient, type TestServer } from './helpers/server.ts';

const FEED_URL = /^http:\/\/[^/]+(\/api\/calendar-feed\/([\w-]{22})\.ics)$/;

/** The path and token of a feed address. */
function feedOf(url: string): { path: string; token: string } {
  const match = FEED_URL.exec(url);
  if (!match) throw new Error(`not a feed address: ${url}`);
  return { path: match[1]!, token: match[2]! };
}

/** The calendar's lines, unfolded (RFC 5545 3.1), without the ones that change with every read. */
function lines(ics: string): string[] {
  return ics
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .filter((line) => line !== '');
}

/** The VEVENTs of a calendar, each as its lines without BEGIN/END. */
function events(ics: string): string[][] {
  const all = lines(ics);
  const found: string[][] = [];
  let current: string[] | undefined;
  for (const line of all) {
    if (line === 'BEGIN:VEVENT') current = [];
    else if (line === 'END:VEVENT') {
      found.push(current!);
      current = undefined;
    } else current?.push(line);
  }
  return found;
}

describe.each(testBackends())('the meal plan calendar feed (%s)', (backend) => {
  let server: TestServer;
  let anna: TestClient;
  let annaId: number;
  let risotto: number;
  /** A calendar app: no cookie, no session. */
  const calendarApp = () => server.client();

  beforeAll(async () => {
    server = await startTestServer(backend);
  });
  afterAll(async () => server?.close());
  beforeEach(async () => {
    await server.reset();
    server.clock.set('2026-11-29T10:00:00Z');
    anna = server.client();
    annaId = (await anna.signup('anna')).id as number;
    const [row] = await server.app.sous.db.query<{ id: number }>(
      `INSERT INTO recipes (user_id, is_saved, title, description, difficulty, food_category, ingredients,
         base_servings, total_time_minutes, created_at)
       VALUES ($1, true, 'Mushroom Risotto, creamy; with thyme', '', 'easy', 'vegetarian', '[]'::jsonb, 4, 45, now())
       RETURNING id`,
      [annaId],
    );
    risotto = row!.id;
  });

  const plan = (client: TestClient, json: unknown) => client.post('/api/plan', { json });

  it('is off at first; turning it on gives a 128-bit url-safe address, the same while on', async () => {
    expect((await anna.get('/api/calendar-feed')).json).toEqual({ enabled: false, url: null });
    const on = await anna.post('/api/calendar-feed');
    expect(on.status).toBe(200);
    expect(on.json.enabled).toBe(true);
    const { token } = feedOf(on.json.url);
    expect(Buffer.from(token, 'base64url')).toHaveLength(16);
    expect((await anna.post('/api/calendar-feed')).json).toEqual(on.json);
    expect((await anna.get('/api/calendar-feed')).json).toEqual(on.json);
  });

  it('serves the plan as iCalendar: one all-day event per entry, in day and meal order', async () => {
    const dinner = await plan(anna, {
      date: '2026-12-02',
      slot: 'dinner',
      recipe_id: risotto,
      servings: 2,
    });
    const note = await plan(anna, { date: '2026-12-02', slot: 'lunch', note: 'eating out' });
    await plan(anna, { date: '2026-12-01', slot: 'breakfast', recipe_id: risotto });
    const { path } = feedOf((await anna.post('/api/calendar-feed')).json.url);

    const feed = await calendarApp().get(path);
    expect(feed.status).toBe(200);
    expect(feed.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(feed.headers['cache-control']).toBe('no-cache');
    expect(feed.headers['x-robots-tag']).toBe('noindex, nofollow');
    // Nothing but the XSRF cookie every /api answer gives: no session is made.
    expect(feed.setCookies.map((cookie) => cookie.split('=')[0])).toEqual(['XSRF-TOKEN']);
    const all = lines(feed.body);
    expect(all[0]).toBe('BEGIN:VCALENDAR');
    expect(all).toContain('X-WR-CALNAME:Sous meal plan');
    expect(all.at(-1)).toBe('END:VCALENDAR');
    const [first, second, third] = events(feed.body);
    expect(events(feed.body)).toHaveLength(3);
    expect(first).toEqual(
      expect.arrayContaining([
        'DTSTART;VALUE=DATE:20261201',
        'DTEND;VALUE=DATE:20261202',
        'SUMMARY:Breakfast: Mushroom Risotto\\, creamy\\; with thyme',
        'DTSTAMP:20261129T100000Z',
      ]),
    );
    expect(first!.find((l) => l.startsWith('DESCRIPTION:'))).toMatch(
      new RegExp(`^DESCRIPTION:4 servings · 45 min\\\\nhttp://[^/]+/app/recipe/${risotto}$`),
    );
    expect(second).toEqual(
      expect.arrayContaining([
        'DTSTART;VALUE=DATE:20261202',
        'SUMMARY:Lunch: eating out',
        expect.stringMatching(new RegExp(`^UID:plan-entry-${note.json.id}@`)),
      ]),
    );
    expect(second!.some((l) => l.startsWith('DESCRIPTION:'))).toBe(false);
    expect(third).toEqual(
      expect.arrayContaining([
        'SUMMARY:Dinner: Mushroom Risotto\\, creamy\\; with thyme',
        expect.stringMatching(/^DESCRIPTION:2 servings · 45 min/),
        expect.stringMatching(new RegExp(`^UID:plan-entry-${dinner.json.id}@`)),
      ]),
    );
  });

  it("speaks the owner's language and holds 8 weeks back to 26 weeks ahead", async () => {
    await anna.put(`/api/users/${annaId}`, { json: { language: 'de' } });
    for (const date of ['2026-10-03', '2026-10-04', '2027-05-30', '2027-05-31'])
      await plan(anna, { date, slot: 'dinner', recipe_id: risotto, servings: 1 });
    const { path } = feedOf((await anna.post('/api/calendar-feed')).json.url);
    const feed = (await calendarApp().get(path)).body;
    expect(lines(feed)).toContain('X-WR-CALNAME:Sous Essensplan');
    const found = events(feed);
    expect(found.map((e) => e.find((l) => l.startsWith('DTSTART')))).toEqual([
      'DTSTART;VALUE=DATE:20261004',
      'DTSTART;VALUE=DATE:20270530',
    ]);
    expect(found[0]).toContain('SUMMARY:Abendessen: Mushroom Risotto\\, creamy\\; with thyme');
    expect(found[0]!.find((l) => l.startsWith('DESCRIPTION:'))).toMatch(
      /^DESCRIPTION:1 Portion · 45 Min\.\\n/,
    );
  });

  it('follows the plan: a moved entry keeps its UID, a removed one is gone', async () => {
    const entry = await plan(anna, { date: '2026-12-02', slot: 'dinner', note: 'leftovers' });
    const { path } = feedOf((await anna.post('/api/calendar-feed')).json.url);
    await anna.patch(`/api/plan/${entry.json.id}`, { json: { date: '2026-12-05', slot: 'lunch' } });
    const [moved] = events((await calendarApp().get(path)).body);
    expect(moved).toEqual(
      expect.arrayContaining([
        'DTSTART;VALUE=DATE:20261205',
        'SUMMARY:Lunch: leftovers',
        expect.stringMatching(new RegExp(`^UID:plan-entry-${entry.json.id}@`)),
      ]),
    );
    await anna.delete(`/api/plan/${entry.json.id}`);
    expect(events((await calendarApp().get(path)).body)).toEqual([]);
  });

  it('a revoked address answers 404 for good; turning it on again gives a new one', async () => {
    const first = feedOf((await anna.post('/api/calendar-feed')).json.url);
    const off = await anna.delete('/api/calendar-feed');
    expect(off.status).toBe(200);
    expect(off.json).toEqual({ enabled: false, url: null });
    expect((await anna.delete('/api/calendar-feed')).status).toBe(200);
    const gone = await calendarApp().get(first.path);
    expect(gone.status).toBe(404);
    expect(gone.json).toEqual({ detail: 'Calendar feed not found' });
    const again = feedOf((await anna.post('/api/calendar-feed')).json.url);
    expect(again.token).not.toBe(first.token);
    expect((await calendarApp().get(first.path)).status).toBe(404);
    expect((await calendarApp().get(again.path)).status).toBe(200);
  });

  it('shows each cook only their own plan; an unknown or malformed token is refused', async () => {
    await plan(anna, { date: '2026-12-02', slot: 'dinner', note: "anna's dinner" });
    const ben = server.client();
    await ben.signup('ben');
    await plan(ben, { date: '2026-12-02', slot: 'dinner', note: "ben's dinner" });
    const annas = feedOf((await anna.post('/api/calendar-feed')).json.url);
    const bens = feedOf((await ben.post('/api/calendar-feed')).json.url);
    expect(bens.token).not.toBe(annas.token);
    expect(lines((await calendarApp().get(bens.path)).body)).toContain(
      "SUMMARY:Dinner: ben's dinner",
    );
    expect(lines((await calendarApp().get(bens.path)).body)).not.toContain(
      "SUMMARY:Dinner: anna's dinner",
    );
    // Ben's revoke ends his feed only.
    await ben.delete('/api/calendar-feed');
    expect((await calendarApp().get(annas.path)).status).toBe(200);
    const unknown = await calendarApp().get('/api/calendar-feed/AAAAAAAAAAAAAAAAAAAAAA.ics');
    expect(unknown.status).toBe(404);
    expect(unknown.json).toEqual({ detail: 'Calendar feed not found' });
    expect((await calendarApp().get(`/api/calendar-feed/${annas.token}`)).status).toBe(422);
    expect((await calendarApp().get('/api/calendar-feed/short.ics')).status).toBe(422);
  });

  it('needs a session to turn the feed on or off, and the XSRF header for both', async () => {
    const stranger = calendarApp();
    expect((await stranger.get('/api/calendar-feed')).status).toBe(401);
    expect((await stranger.post('/api/calendar-feed')).status).toBe(401);
    expect((await stranger.delete('/api/calendar-feed')).status).toBe(401);
    expect((await anna.post('/api/calendar-feed', { xsrf: false })).status).toBe(403);
    expect((await anna.get('/api/calendar-feed')).json.enabled).toBe(false);
    await anna.post('/api/calendar-feed');
    expect((await anna.delete('/api/calendar-feed', { xsrf: false })).status).toBe(403);
    expect((await anna.get('/api/calendar-feed')).json.enabled).toBe(true);
  });

  it("a deleted account's address answers 404", async () => {
    const { path } = feedOf((await anna.post('/api/calendar-feed')).json.url);
    await server.app.sous.db.query('DELETE FROM users WHERE id = $1', [annaId]);
    expect((await calendarApp().get(path)).status).toBe(404);
  });
});
