/**
 * Fetching a user-given URL for recipe import (issue #17, item 3) without letting it reach the
 * server's own network (SSRF): only http(s); loopback, private, link-local, CGNAT, multicast and
 * reserved addresses are refused, for IP literals and for every address a host name resolves
 * to; the connection goes to the address that was checked (no DNS rebinding between check and
 * connect); each redirect hop is checked again; the body is capped in bytes and the whole
 * fetch in time.
 *
 * `allowHostsForTests` is the one way around the guard, for a local test server: exact
 * "host:port" pairs. Production code never passes it.
 */
import type { LookupAddress } from 'node:dns';
import { lookup as dnsLookup } from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import { BlockList, isIP } from 'node:net';

export type SafeFetchErrorCode =
  | 'invalid_url'
  | 'blocked_address'
  | 'unresolvable'
  | 'too_many_redirects'
  | 'too_large'
  | 'timeout'
  | 'http_error'
  | 'network_error';

export class SafeFetchError extends Error {
  constructor(
    readonly code: SafeFetchErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'SafeFetchError';
  }
}

const blocked = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this" network
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local (cloud metadata)
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved and broadcast
] as const) {
  blocked.addSubnet(network, prefix, 'ipv4');
}
/**
 * IPv6 is an allow-list (hardening-2, finding 4): only global unicast 2000::/3 is fetched, less the
 * special ranges inside it. Everything outside it is refused, which covers loopback, unspecified,
 * IPv4-compatible (::7f00:1), NAT64 (64:ff9b::/96, 64:ff9b:1::/48), discard, unique-local,
 * site-local (fec0::/10), link-local and multicast; IPv4-mapped addresses are judged as the IPv4
 * address they carry.
 */
const globalUnicast = new BlockList();
globalUnicast.addSubnet('2000::', 3, 'ipv6');
const specialInGlobal = new BlockList();
for (const [network, prefix] of [
  ['2001::', 23], // IETF protocol assignments, Teredo 2001::/32 among them (embeds an IPv4 address)
  ['2001:db8::', 32], // documentation
  ['2002::', 16], // 6to4 (embeds an IPv4 address)
  ['3fff::', 20], // documentation
] as const) {
  specialInGlobal.addSubnet(network, prefix, 'ipv6');
}

/** The eight 16-bit groups of a valid IPv6 address (a trailing dotted IPv4 part counts as two). */
function ipv6Groups(address: string): number[] {
  let text = address;
  const lastColon = text.lastIndexOf(':');
  const dotted = text.slice(lastColon + 1);
  if (isIP(dotted) === 4) {
    const [a = 0, b = 0, c = 0, d = 0] = dotted.split('.').map(Number);
    text = `${text.slice(0, lastColon + 1)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', rest] = text.split('::');
  const parse = (part: string) => (part === '' ? [] : part.split(':').map((g) => parseInt(g, 16)));
  const left = parse(head);
  if (rest === undefined) return left;
  const right = parse(rest);
  return [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
}

/** The IPv4 address inside an IPv4-mapped (::ffff:0:0/96) or IPv4-translated (::ffff:0:0:0/96) address. */
function mappedIpv4(address: string): string | null {
  const g = ipv6Groups(address);
  const mapped =
    g[0] === 0 && g[1] === 0 && g[2] === 0 && g[3] === 0 && g[4] === 0 && g[5] === 0xffff;
  const translated =
    g[0] === 0 && g[1] === 0 && g[2] === 0 && g[3] === 0 && g[4] === 0xffff && g[5] === 0;
  if (!mapped && !translated) return null;
  const [high = 0, low = 0] = [g[6], g[7]];
  return [high >> 8, high & 255, low >> 8, low & 255].join('.');
}

/** True when an IP address must never be fetched from. Anything that is not an IP is refused too. */
export function isBlockedAddress(address: string): boolean {
  let bare = address.startsWith('[') && address.endsWith(']') ? address.slice(1, -1) : address;
  const zone = bare.indexOf('%');
  if (zone !== -1) bare = bare.slice(0, zone);
  const family = isIP(bare);
  if (family === 4) return blocked.check(bare, 'ipv4');
  if (family === 6) {
    const v4 = mappedIpv4(bare);
    if (v4 !== null) return isBlockedAddress(v4);
    return !globalUnicast.check(bare, 'ipv6') || specialInGlobal.check(bare, 'ipv6');
  }
  return true;
}

export type Lookup = (hostname: string) => Promise<readonly LookupAddress[]>;

const systemLookup: Lookup = (hostname) => dnsLookup(hostname, { all: true, verbatim: true });

export interface SafeFetchOptions {
  /** Largest body accepted, in bytes. */
  readonly maxBytes?: number;
  /** Time for the whole fetch including redirects, in ms. */
  readonly timeoutMs?: number;
  readonly maxRedirects?: number;
  /** Name resolution; tests inject one that answers with loopback. */
  readonly lookup?: Lookup;
  /** TEST ONLY: exact "host:port" pairs the guard lets through (a local test server). */
  readonly allowHostsForTests?: readonly string[];
}

export interface SafeFetchResult {
  /** The URL the body came from, after redirects. */
  readonly url: string;
  readonly contentType: string;
  readonly body: string;
}

export const SAFE_FETCH_DEFAULTS = { maxBytes: 2 * 1024 * 1024, timeoutMs: 8000, maxRedirects: 3 };

function parseUrl(raw: string): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new SafeFetchError('invalid_url', 'Not a valid URL.');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new SafeFetchError('invalid_url', 'Only http and https URLs can be imported.');
  }
  if (url.username || url.password) {
    throw new SafeFetchError('invalid_url', 'URLs with credentials are not fetched.');
  }
  return url;
}

function defaultPort(url: URL): string {
  return url.port || (url.protocol === 'https:' ? '443' : '80');
}

/** The address to connect to for url's host, after the guard; throws when it is not public. */
async function vettedAddress(
  url: URL,
  lookup: Lookup,
  allow: readonly string[],
): Promise<LookupAddress> {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const allowed = allow.includes(`${host}:${defaultPort(url)}`);
  const literal = isIP(host);
  if (literal !== 0) {
    if (!allowed && isBlockedAddress(host)) {
      throw new SafeFetchError('blocked_address', 'This address cannot be fetched.');
    }
    return { address: host, family: literal };
  }
  let addresses: readonly LookupAddress[];
  try {
    addresses = await lookup(host);
  } catch {
    throw new SafeFetchError('unresolvable', 'The host name could not be resolved.');
  }
  const first = addresses[0];
  if (first === undefined) {
    throw new SafeFetchError('unresolvable', 'The host name could not be resolved.');
  }
  // Every address must be public: a name answering with one public and one private address
  // could otherwise be steered to the private one.
  if (!allowed && addresses.some((a) => isBlockedAddress(a.address))) {
    throw new SafeFetchError('blocked_address', 'This address cannot be fetched.');
  }
  return first;
}

interface Hop {
  readonly status: number;
  readonly location: string | null;
  readonly contentType: string;
  readonly body: string;
}

function requestOnce(
  url: URL,
  address: LookupAddress,
  maxBytes: number,
  signal: AbortSignal,
): Promise<Hop> {
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(
      url,
      {
        method: 'GET',
        signal,
        headers: { accept: 'text/html,application/ld+json,application/json;q=0.9,*/*;q=0.5' },
        // Connect to the vetted address only; the Host header and TLS name stay url's host.
        lookup: (_hostname, options, callback) => {
          if ((options as { all?: boolean }).all) callback(null, [address]);
          else callback(null, address.address, address.family);
        },
      },
      (response) => {
        const status = response.statusCode ?? 0;
        const contentType = String(response.headers['content-type'] ?? '');
        if (status >= 300 && status < 400) {
          response.resume();
          resolve({ status, location: response.headers.location ?? null, contentType, body: '' });
          return;
        }
        const declared = Number(response.headers['content-length']);
        if (Number.isFinite(declared) && declared > maxBytes) {
          response.destroy();
          reject(new SafeFetchError('too_large', 'The page is too large to import.'));
          return;
        }
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > maxBytes) {
            response.destroy();
            reject(new SafeFetchError('too_large', 'The page is too large to import.'));
            return;
          }
          chunks.push(chunk);
        });
        response.on('end', () =>
          resolve({
            status,
            location: null,
            contentType,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end();
  });
}

/** GET url under the guard; follows up to maxRedirects redirects, each one checked again. */
export async function safeFetch(
  rawUrl: string,
  options: SafeFetchOptions = {},
): Promise<SafeFetchResult> {
  const maxBytes = options.maxBytes ?? SAFE_FETCH_DEFAULTS.maxBytes;
  const timeoutMs = options.timeoutMs ?? SAFE_FETCH_DEFAULTS.timeoutMs;
  const maxRedirects = options.maxRedirects ?? SAFE_FETCH_DEFAULTS.maxRedirects;
  const lookup = options.lookup ?? systemLookup;
  const allow = options.allowHostsForTests ?? [];
  const signal = AbortSignal.timeout(timeoutMs);

  let url = parseUrl(rawUrl);
  for (let redirects = 0; ; redirects += 1) {
    const address = await vettedAddress(url, lookup, allow);
    let hop: Hop;
    try {
      hop = await requestOnce(url, address, maxBytes, signal);
    } catch (error) {
      if (error instanceof SafeFetchError) throw error;
      if (signal.aborted) throw new SafeFetchError('timeout', 'The page took too long to answer.');
      throw new SafeFetchError('network_error', 'The page could not be fetched.');
    }
    if (hop.location !== null) {
      if (redirects >= maxRedirects) {
        throw new SafeFetchError('too_many_redirects', 'The page redirects too often.');
      }
      url = parseUrl(new URL(hop.location, url).toString());
      continue;
    }
    if (hop.status < 200 || hop.status >= 300) {
      throw new SafeFetchError('http_error', `The page answered with status ${hop.status}.`);
    }
    return { url: url.toString(), contentType: hop.contentType, body: hop.body };
  }
}
