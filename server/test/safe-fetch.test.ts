import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SafeFetchError, isBlockedAddress, safeFetch } from '#server/src/platform/safe-fetch.ts';

async function failure(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof SafeFetchError) return error.code;
    throw error;
  }
  throw new Error('expected the fetch to be refused');
}

describe('isBlockedAddress', () => {
  it('refuses loopback, private, link-local, CGNAT, multicast and reserved IPv4', () => {
    for (const address of [
      '127.0.0.1',
      '127.255.0.9',
      '10.0.0.1',
      '10.255.255.255',
      '172.16.0.1',
      '172.31.255.1',
      '192.168.1.10',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '224.0.0.1',
      '255.255.255.255',
    ]) {
      expect(isBlockedAddress(address), address).toBe(true);
    }
  });

  it('refuses loopback, unique-local, link-local and IPv4-mapped private IPv6', () => {
    for (const address of [
      '::1',
      '[::1]',
      '::',
      'fc00::1',
      'fd12:3456::1',
      'fe80::1',
      'fe80::1%eth0',
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '::ffff:10.1.2.3',
      '::ffff:a9fe:a9fe',
      '64:ff9b::7f00:1',
      'ff02::1',
    ]) {
      expect(isBlockedAddress(address), address).toBe(true);
    }
  });

  it('refuses every IPv6 form that embeds IPv4 or is not global unicast (hardening-2, finding 4)', () => {
    for (const [address, form] of [
      ['::7f00:1', 'IPv4-compatible loopback'],
      ['[::127.0.0.1]', 'IPv4-compatible loopback, dotted, in brackets'],
      ['::10.0.0.1', 'IPv4-compatible private'],
      ['::ffff:0:7f00:1', 'IPv4-translated loopback'],
      ['2002:7f00:1::1', '6to4 of 127.0.0.1'],
      ['2002:c0a8:101::', '6to4 of 192.168.1.1'],
      ['2002:808:808::1', '6to4 of a public address (a relay could reach anything)'],
      ['64:ff9b::7f00:1', 'NAT64 well-known prefix'],
      ['64:ff9b::8.8.8.8', 'NAT64 of a public address'],
      ['64:ff9b:1::a00:1', 'NAT64 local-use 64:ff9b:1::/48'],
      ['2001::1', 'Teredo 2001::/32'],
      ['2001:0:4136:e378:8000:63bf:3fff:fdd2', 'Teredo with a server and client'],
      ['2001:2::1', 'benchmarking 2001:2::/48'],
      ['2001:10::1', 'ORCHID'],
      ['2001:db8::1', 'documentation'],
      ['3fff::1', 'documentation 3fff::/20'],
      ['fec0::1', 'site-local fec0::/10'],
      ['feff::1', 'site-local, top of the range'],
      ['100::1', 'discard'],
      ['5f00::1', 'outside 2000::/3'],
      ['4000::1', 'outside 2000::/3'],
    ]) {
      expect(isBlockedAddress(address!), `${address} (${form})`).toBe(true);
    }
  });

  it('refuses an IPv6 literal that embeds IPv4 in a URL, in either spelling', async () => {
    for (const url of [
      'http://[::127.0.0.1]/',
      'http://[::7f00:1]:8080/',
      'http://[2002:7f00:1::]/',
    ]) {
      expect(await failure(safeFetch(url)), url).toBe('blocked_address');
    }
  });

  it('lets public addresses through', () => {
    for (const address of [
      '93.184.216.34',
      '8.8.8.8',
      '172.32.0.1',
      '2606:4700::1111',
      '::ffff:8.8.8.8',
      '2a00:1450:4001:80b::200e',
      '2001:4860:4860::8888',
      '[2606:4700::1111]',
    ]) {
      expect(isBlockedAddress(address), address).toBe(false);
    }
  });

  it('refuses what is not an IP address', () => {
    expect(isBlockedAddress('localhost')).toBe(true);
  });
});

describe('safeFetch guard (no network needed)', () => {
  it('refuses IP literals in private ranges before connecting', async () => {
    expect(await failure(safeFetch('http://127.0.0.1/recipe'))).toBe('blocked_address');
    expect(await failure(safeFetch('http://[::1]:8080/'))).toBe('blocked_address');
    expect(await failure(safeFetch('http://10.0.0.5/'))).toBe('blocked_address');
    expect(await failure(safeFetch('http://169.254.169.254/latest/meta-data/'))).toBe(
      'blocked_address',
    );
    expect(await failure(safeFetch('http://[::ffff:127.0.0.1]/'))).toBe('blocked_address');
  });

  it('refuses a host name that resolves to loopback or to any private address', async () => {
    const toLoopback = async () => [{ address: '127.0.0.1', family: 4 }];
    expect(await failure(safeFetch('http://rebind.example/', { lookup: toLoopback }))).toBe(
      'blocked_address',
    );
    const mixed = async () => [
      { address: '93.184.216.34', family: 4 },
      { address: '::1', family: 6 },
    ];
    expect(await failure(safeFetch('https://mixed.example/', { lookup: mixed }))).toBe(
      'blocked_address',
    );
    // The real resolver: localhost is loopback.
    expect(await failure(safeFetch('http://localhost/'))).toBe('blocked_address');
  });

  it('refuses other schemes, credentials and garbage', async () => {
    expect(await failure(safeFetch('file:///etc/passwd'))).toBe('invalid_url');
    expect(await failure(safeFetch('ftp://example.com/x'))).toBe('invalid_url');
    expect(await failure(safeFetch('http://user:pw@example.com/'))).toBe('invalid_url');
    expect(await failure(safeFetch('not a url'))).toBe('invalid_url');
  });

  it('reports a name that does not resolve', async () => {
    const none = async () => {
      throw new Error('ENOTFOUND');
    };
    expect(await failure(safeFetch('http://nowhere.example/', { lookup: none }))).toBe(
      'unresolvable',
    );
  });
});

describe('safeFetch against a local test server (test-only allow switch)', () => {
  let server: http.Server;
  let port = 0;
  let allow: string[] = [];

  beforeAll(async () => {
    server = http.createServer((request, response) => {
      const path = request.url ?? '/';
      if (path === '/recipe') {
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        response.end('<html><script type="application/ld+json">{"@type":"Recipe"}</script></html>');
      } else if (path === '/hop') {
        response.writeHead(302, { location: '/recipe' });
        response.end();
      } else if (path === '/to-private') {
        response.writeHead(302, { location: 'http://10.0.0.7/secret' });
        response.end();
      } else if (path === '/to-loopback-other-port') {
        response.writeHead(301, { location: `http://127.0.0.1:${port + 1}/` });
        response.end();
      } else if (path === '/loop') {
        response.writeHead(302, { location: '/loop' });
        response.end();
      } else if (path === '/big') {
        response.writeHead(200, { 'content-type': 'text/html' });
        response.end('x'.repeat(5000));
      } else if (path === '/slow') {
        setTimeout(() => response.end('late'), 2000);
      } else {
        response.writeHead(404);
        response.end();
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
    allow = [`127.0.0.1:${port}`];
  });

  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('is refused without the switch', async () => {
    expect(await failure(safeFetch(`http://127.0.0.1:${port}/recipe`))).toBe('blocked_address');
  });

  it('fetches the page and follows a same-host redirect with the switch', async () => {
    const result = await safeFetch(`http://127.0.0.1:${port}/hop`, { allowHostsForTests: allow });
    expect(result.url).toBe(`http://127.0.0.1:${port}/recipe`);
    expect(result.contentType).toBe('text/html; charset=utf-8');
    expect(result.body).toBe(
      '<html><script type="application/ld+json">{"@type":"Recipe"}</script></html>',
    );
  });

  it('refuses a redirect to a private address or to another loopback port', async () => {
    expect(
      await failure(
        safeFetch(`http://127.0.0.1:${port}/to-private`, { allowHostsForTests: allow }),
      ),
    ).toBe('blocked_address');
    expect(
      await failure(
        safeFetch(`http://127.0.0.1:${port}/to-loopback-other-port`, { allowHostsForTests: allow }),
      ),
    ).toBe('blocked_address');
  });

  it('stops redirect loops, large bodies, slow pages and error statuses', async () => {
    const options = { allowHostsForTests: allow };
    expect(await failure(safeFetch(`http://127.0.0.1:${port}/loop`, options))).toBe(
      'too_many_redirects',
    );
    expect(
      await failure(safeFetch(`http://127.0.0.1:${port}/big`, { ...options, maxBytes: 4096 })),
    ).toBe('too_large');
    expect(
      await failure(safeFetch(`http://127.0.0.1:${port}/slow`, { ...options, timeoutMs: 300 })),
    ).toBe('timeout');
    expect(await failure(safeFetch(`http://127.0.0.1:${port}/missing`, options))).toBe(
      'http_error',
    );
  });
});
