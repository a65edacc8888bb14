import { PassThrough, type Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import { ChangeFeed } from '#server/src/platform/db/change-feed.ts';
import type { Database } from '#server/src/platform/db/database.ts';
import { MAX_EVENT_STREAMS_PER_USER } from '#contract/limits.ts';
import { tooManyRequests } from '#server/src/platform/errors.ts';

/** The channel migration 0028's triggers announce '<user id>:<kind>' on. */
const HOUSEHOLD_CHANGES = 'household_changes';
const KEEP_ALIVE_MS = 25_000;
/** A stream whose client reads nothing while this much waits is dropped (it reconnects). */
const MAX_BUFFERED = 64 * 1024;
/** Retry-After of a stream past the cook's limit (the page reads again on focus meanwhile). */
const RETRY_STREAM_SECONDS = 60;

const event = (kind: string) => `event: ${kind}\ndata: {}\n\n`;

/** One open GET /household/events. */
interface Listener {
  userId: number;
  /** The cook whose plan and list the user sees; undefined until first resolved. */
  ownerId: number | undefined;
  /** Moves with each resolution, so only the newest one's answer is kept. */
  resolutions: number;
  /** Whether `ready` went out: events before it are left out (the client reads everything then). */
  ready: boolean;
  stream: PassThrough;
}

/**
 * The process's one hub of live household events. It hears every change through a ChangeFeed on
 * `household_changes` (PostgreSQL: LISTEN, so changes made through any instance arrive; PGlite:
 * its in-process LISTEN hears the same triggers) and writes them to the open streams: a stream of
 * user U whose household owner is O (U itself when U shares nothing of anyone's) gets each event
 * about O, and a `household` event about U, after which it looks O up again.
 */
export class HouseholdEvents {
  private readonly byUser = new Map<number, Set<Listener>>();
  private readonly byOwner = new Map<number, Set<Listener>>();
  private readonly feed: ChangeFeed;
  private keepAlive: NodeJS.Timeout | undefined;

  constructor(
    db: Database,
    private readonly ownerOf: (userId: number) => Promise<number>,
    private readonly log: FastifyBaseLogger,
  ) {
    this.feed = new ChangeFeed(
      db,
      'household changes',
      HOUSEHOLD_CHANGES,
      // Events missed while the subscription was down cannot be told: the streams end, and the
      // clients reconnect (after `retry`) and read everything again on `ready`.
      { onMessage: (payload) => this.changed(payload), onReset: () => this.closeAll() },
      log,
    );
  }

  start(): Promise<void> {
    return this.feed.start();
  }

  /** Ends the open streams (so the server can close) and the subscription. */
  async stop(): Promise<void> {
    this.closeAll();
    await this.feed.stop();
  }

  /** Ends every open stream (their responses finish normally). */
  closeAll(): void {
    for (const listeners of this.byUser.values())
      for (const listener of listeners) listener.stream.end();
  }

  /**
   * A new event stream of userId: `retry` and `ready` once its household is known, then the events.
   * A cook holds at most MAX_EVENT_STREAMS_PER_USER at once (429: a stream is held memory and a
   * connection for as long as the client likes, so one session must not open them without end).
   */
  async open(userId: number): Promise<Readable> {
    if ((this.byUser.get(userId)?.size ?? 0) >= MAX_EVENT_STREAMS_PER_USER)
      throw tooManyRequests(RETRY_STREAM_SECONDS);
    const stream = new PassThrough();
    const listener: Listener = {
      userId,
      ownerId: undefined,
      resolutions: 0,
      ready: false,
      stream,
    };
    // Registered before the lookup, so a household change meanwhile looks it up again.
    add(this.byUser, userId, listener);
    stream.on('close', () => this.forget(listener));
    try {
      await this.resolve(listener);
    } catch (error) {
      stream.destroy();
      throw error;
    }
    stream.write(`retry: 5000\n\n${event('ready')}`);
    listener.ready = true;
    this.keepAlive ??= setInterval(() => this.ping(), KEEP_ALIVE_MS).unref();
    return stream;
  }

  /** How many streams are open (tests). */
  get size(): number {
    let n = 0;
    for (const listeners of this.byUser.values()) n += listeners.size;
    return n;
  }

  private changed(payload: string): void {
    const colon = payload.lastIndexOf(':');
    const id = Number(payload.slice(0, colon));
    const kind = payload.slice(colon + 1);
    if (kind === 'household')
      for (const listener of this.byUser.get(id) ?? []) void this.moved(listener);
    for (const listener of this.byOwner.get(id) ?? [])
      if (!(kind === 'household' && listener.userId === id)) send(listener, kind);
  }

  /** The user's household changed: it may be another's now. */
  private async moved(listener: Listener): Promise<void> {
    try {
      await this.resolve(listener);
      send(listener, 'household');
    } catch (error) {
      this.log.warn({ err: error }, 'Could not look up a household; ending its event stream');
      listener.stream.end();
    }
  }

  private async resolve(listener: Listener): Promise<void> {
    const resolution = ++listener.resolutions;
    const ownerId = await this.ownerOf(listener.userId);
    if (resolution !== listener.resolutions || listener.stream.destroyed) return;
    if (listener.ownerId !== undefined) remove(this.byOwner, listener.ownerId, listener);
    listener.ownerId = ownerId;
    add(this.byOwner, ownerId, listener);
  }

  private forget(listener: Listener): void {
    remove(this.byUser, listener.userId, listener);
    if (listener.ownerId !== undefined) remove(this.byOwner, listener.ownerId, listener);
    if (this.byUser.size === 0) {
      clearInterval(this.keepAlive);
      this.keepAlive = undefined;
    }
  }

  private ping(): void {
    for (const listeners of this.byUser.values())
      for (const listener of listeners) write(listener, ': keep-alive\n\n');
  }
}

function send(listener: Listener, kind: string): void {
  write(listener, event(kind));
}

function write(listener: Listener, text: string): void {
  const { stream } = listener;
  if (!listener.ready || stream.writableEnded || stream.destroyed) return;
  if (stream.writableLength > MAX_BUFFERED) stream.destroy();
  else stream.write(text);
}

function add(map: Map<number, Set<Listener>>, key: number, listener: Listener): void {
  let set = map.get(key);
  if (!set) map.set(key, (set = new Set()));
  set.add(listener);
}

function remove(map: Map<number, Set<Listener>>, key: number, listener: Listener): void {
  const set = map.get(key);
  if (!set) return;
  set.delete(listener);
  if (set.size === 0) map.delete(key);
}
