import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testBackends } from './helpers/database.ts';
import { LocalOidcProvider, type Person } from './helpers/oidc-provider.ts';
import { startTestServer, type TestClient, type TestServer } from './helpers/server.ts';

describe.each(testBackends())('Google sign-in against oauth2-mock-server (%s)', (backend) => {
  const provider = new LocalOidcProvider();
  let server: TestServer;
  beforeAll(async () => {
    await provider.start();
    server = await startTestServer(
      backend,
      {
        GOOGLE_CLIENT_ID: provider.clientId,
        GOOGLE_CLIENT_SECRET: provider.clientSecret,
        GOOGLE_ISSUER: provider.issuer,
      },
      { allowInsecureOidc: true },
    );
  });
  afterAll(async () => {
    await server?.close();
    await provider.stop();
  });
  beforeEach(async () => server.reset());

  /**
   * Starts sign-in, lets the provider approve `person` (after `alter` changed the authorization
   * request, if given), and follows the callback (after `tamper` changed its query); returns the
   * callback's redirect.
   */
  async function signInWithGoogle(
    client: TestClient,
    person: Person,
    options: { alter?: (url: URL) => void; tamper?: (query: URLSearchParams) => void } = {},
  ): Promise<string> {
    const start = await client.get('/api/auth/login/google');
    expect(start.status).toBe(302);
    const location = String(start.headers.location);
    expect(location.startsWith(`${provider.issuer}/authorize?`)).toBe(true);
    const stateCookie = start.setCookies.find((c) => c.startsWith('google_oauth='));
    expect(stateCookie).toMatch(/HttpOnly/);
    expect(stateCookie).toMatch(/Path=\/api\/auth\/callback\/google/);
    const { redirectUri, query } = await provider.approve(location, person, options.alter);
    expect(redirectUri).toBe(`http://127.0.0.1:${server.config.port}/api/auth/callback/google`);
    options.tamper?.(query);
    const callback = await client.get(`/api/auth/callback/google?${query.toString()}`);
    expect(callback.status).toBe(302);
    return String(callback.headers.location);
  }

  it('tells the client through the public probe that Google sign-in is configured', async () => {
    const probe = await server.client().get('/api/auth/session');
    expect(probe.status).toBe(200);
    expect(probe.json).toEqual({ has_session: false, google_sign_in: true });
  });

  function errorOf(target: string): { error: string | null; description: string | null } {
    const url = new URL(target, 'http://x');
    expect(url.pathname).toBe('/oauth/callback');
    return {
      error: url.searchParams.get('error'),
      description: url.searchParams.get('error_description'),
    };
  }

  it('asks for openid email profile with state, nonce and an S256 PKCE challenge', async () => {
    const start = await server.client().get('/api/auth/login/google');
    const url = new URL(String(start.headers.location));
    expect(url.origin + url.pathname).toBe(`${provider.issuer}/authorize`);
    const params = Object.fromEntries(url.searchParams);
    expect(params).toMatchObject({
      client_id: provider.clientId,
      response_type: 'code',
      scope: 'openid email profile',
      redirect_uri: `http://127.0.0.1:${server.config.port}/api/auth/callback/google`,
      code_challenge_method: 'S256',
    });
    expect(params.state).toMatch(/^[\w-]{20,}$/);
    expect(params.nonce).toMatch(/^[\w-]{20,}$/);
    expect(params.code_challenge).toMatch(/^[\w-]{43}$/);
  });

  it('signs a new person in, creating an account from the verified profile', async () => {
    const c = server.client();
    const target = await signInWithGoogle(c, {
      sub: 'g-1',
      email: 'mia@example.org',
      email_verified: true,
      name: 'Mia Rossi',
      picture: 'https://lh3.example.com/mia.png',
    });
    expect(target).toBe('/oauth/callback');
    const me = await c.get('/api/users/me');
    expect(me.status).toBe(200);
    expect(me.json).toMatchObject({
      username: 'Mia_Rossi',
      email: 'mia@example.org',
      profile_image_url: 'https://lh3.example.com/mia.png',
      login_streak: 1,
    });
    // The same Google account signs in to the same user next time.
    const again = server.client();
    expect(
      await signInWithGoogle(again, {
        sub: 'g-1',
        email: 'mia@example.org',
        email_verified: true,
      }),
    ).toBe('/oauth/callback');
    expect((await again.get('/api/users/me')).json.id).toBe(me.json.id);
  });

  it('keeps the letters of any script in the username a Google profile gives (NFC, no spaces)', async () => {
    const cases: [Person, string | RegExp][] = [
      // Decomposed in the profile: stored composed.
      [{ sub: 'g-m', email: 'maria@example.org', name: 'Mari\u0301a García' }, 'María_García'],
      [{ sub: 'g-i', email: 'ivan@example.org', name: 'Иван Петров' }, 'Иван_Петров'],
      // Too short alone: a number is added, still one script.
      [{ sub: 'g-w', email: 'wang@example.org', name: '王伟' }, /^王伟_\d{1,5}$/],
      // Two scripts: the first one's letters.
      [{ sub: 'g-n', email: 'nikos@example.org', name: 'Νίκος Nikolaidis' }, 'Νίκος'],
    ];
    for (const [person, username] of cases) {
      const c = server.client();
      expect(await signInWithGoogle(c, { email_verified: true, ...person })).toBe(
        '/oauth/callback',
      );
      const me = (await c.get('/api/users/me')).json;
      if (typeof username === 'string') expect(me.username).toBe(username);
      else expect(me.username).toMatch(username);
      expect(me.username).toBe(me.username.normalize('NFC'));
    }
  });

  it('gives a Google profile whose name looks like a taken one another name (the same key)', async () => {
    await server.client().signup('paypal');
    const c = server.client();
    // "раураӏ": all Cyrillic, drawn like "paypal".
    const person = { sub: 'g-p', email: 'p@example.org', email_verified: true };
    await signInWithGoogle(c, { ...person, name: '\u0440\u0430\u0443\u0440\u0430\u04cf' });
    expect((await c.get('/api/users/me')).json.username).toMatch(
      /^\u0440\u0430\u0443\u0440\u0430\u04cf_\d{1,5}$/,
    );
  });

  it('links to an existing password account by verified email', async () => {
    const anna = server.client();
    const { id } = await anna.signup('anna');
    const c = server.client();
    expect(
      await signInWithGoogle(c, {
        sub: 'g-2',
        email: 'ANNA@example.org',
        email_verified: true,
        name: 'Anna',
      }),
    ).toBe('/oauth/callback');
    expect((await c.get('/api/users/me')).json).toMatchObject({ id, username: 'anna' });
    // Password sign-in still works.
    expect((await server.client().login('anna')).status).toBe(200);
  });

  it('refuses to link by an unverified email', async () => {
    await server.client().signup('anna');
    const c = server.client();
    const target = await signInWithGoogle(c, {
      sub: 'g-3',
      email: 'anna@example.org',
      email_verified: false,
    });
    expect(target).toMatch(/^\/oauth\/callback\?error=server_error&error_description=/);
    expect(new URL(target, 'http://x').searchParams.get('error_description')).toBe(
      'The Google email address is not verified',
    );
    expect((await c.get('/api/users/me')).status).toBe(401);
  });

  it('refuses a callback whose state does not match (no token exchange happens)', async () => {
    const c = server.client();
    const before = provider.tokenRequests;
    const target = await signInWithGoogle(
      c,
      { sub: 'g-4', email: 'x@example.org', email_verified: true },
      { tamper: (q) => q.set('state', 'forged') },
    );
    expect(target).toMatch(/^\/oauth\/callback\?error=server_error/);
    expect(provider.tokenRequests).toBe(before);
    expect((await c.get('/api/users/me')).status).toBe(401);
  });

  it('refuses a callback without the state cookie (another browser)', async () => {
    const c = server.client();
    const start = await c.get('/api/auth/login/google');
    const before = provider.tokenRequests;
    const { query } = await provider.approve(String(start.headers.location), {
      sub: 'g-5',
      email: 'y@example.org',
      email_verified: true,
    });
    const other = server.client();
    const res = await other.get(`/api/auth/callback/google?${query.toString()}`);
    expect(res.status).toBe(302);
    expect(String(res.headers.location)).toMatch(/^\/oauth\/callback\?error=invalid_state/);
    expect(errorOf(String(res.headers.location)).description).toBe(
      'The sign-in session expired. Please try again.',
    );
    expect(provider.tokenRequests).toBe(before);
    expect((await other.get('/api/users/me')).status).toBe(401);
  });

  it('fails when the provider saw another PKCE challenge than the verifier the server holds', async () => {
    const c = server.client();
    const before = provider.tokenRequests;
    const target = await signInWithGoogle(
      c,
      { sub: 'g-6', email: 'p@example.org', email_verified: true },
      { alter: (url) => url.searchParams.set('code_challenge', 'A'.repeat(43)) },
    );
    // The code was exchanged with the server's verifier, and the provider refused it.
    expect(provider.tokenRequests).toBe(before + 1);
    expect(errorOf(target)).toEqual({
      error: 'server_error',
      description: 'Google sign-in failed. Please try again.',
    });
    expect((await c.get('/api/users/me')).status).toBe(401);
  });

  it('refuses an ID token carrying another nonce than the one of this sign-in', async () => {
    const c = server.client();
    const target = await signInWithGoogle(
      c,
      { sub: 'g-7', email: 'n@example.org', email_verified: true },
      { alter: (url) => url.searchParams.set('nonce', 'replayed-nonce-from-another-sign-in') },
    );
    expect(errorOf(target)).toEqual({
      error: 'server_error',
      description: 'Google sign-in failed. Please try again.',
    });
    expect((await c.get('/api/users/me')).status).toBe(401);
    // Nobody was created from the refused token.
    const [row] = await server.database.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM users',
    );
    expect(row!.n).toBe(0);
  });

  it("passes the provider's own error redirect on to the app", async () => {
    const c = server.client();
    const before = provider.tokenRequests;
    const target = await signInWithGoogle(
      c,
      { sub: 'g-8', email: 'e@example.org', email_verified: true },
      // A response type the provider does not support: it answers with an error redirect.
      { alter: (url) => url.searchParams.set('response_type', 'token') },
    );
    expect(errorOf(target)).toEqual({
      error: 'unsupported_response_type',
      description:
        'The authorization server does not support obtaining an access token using this response_type.',
    });
    expect(provider.tokenRequests).toBe(before);
    expect((await c.get('/api/users/me')).status).toBe(401);
  });
});
