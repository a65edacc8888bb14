import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testBackends } from './helpers/database.ts';
import { FakeOidcProvider, type Person } from './helpers/oidc-provider.ts';
import { startTestServer, type TestClient, type TestServer } from './helpers/server.ts';

describe.each(testBackends())('Google sign-in against a local OpenID provider (%s)', (backend) => {
  const provider = new FakeOidcProvider();
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

  /** Starts sign-in, lets the provider approve `person`, and follows the callback; returns the callback's redirect. */
  async function signInWithGoogle(
    client: TestClient,
    person: Person,
    tamper?: (query: URLSearchParams) => void,
  ): Promise<string> {
    const start = await client.get('/api/auth/login/google');
    expect(start.status).toBe(302);
    const location = String(start.headers.location);
    expect(location.startsWith(`${provider.issuer}/authorize?`)).toBe(true);
    const stateCookie = start.setCookies.find((c) => c.startsWith('google_oauth='));
    expect(stateCookie).toMatch(/HttpOnly/);
    expect(stateCookie).toMatch(/Path=\/api\/auth\/callback\/google/);
    const { code, state, redirectUri } = provider.approve(location, person);
    expect(redirectUri).toBe('http://localhost/api/auth/callback/google');
    const query = new URLSearchParams({ code, state });
    tamper?.(query);
    const callback = await client.get(`/api/auth/callback/google?${query.toString()}`);
    expect(callback.status).toBe(302);
    return String(callback.headers.location);
  }

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
      await signInWithGoogle(again, { sub: 'g-1', email: 'mia@example.org', email_verified: true }),
    ).toBe('/oauth/callback');
    expect((await again.get('/api/users/me')).json.id).toBe(me.json.id);
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
      (q) => q.set('state', 'forged'),
    );
    expect(target).toMatch(/^\/oauth\/callback\?error=server_error/);
    expect(provider.tokenRequests).toBe(before);
    expect((await c.get('/api/users/me')).status).toBe(401);
  });

  it('refuses a callback without the state cookie (another browser)', async () => {
    const c = server.client();
    const start = await c.get('/api/auth/login/google');
    const { code, state } = provider.approve(String(start.headers.location), {
      sub: 'g-5',
      email: 'y@example.org',
      email_verified: true,
    });
    const other = server.client();
    const res = await other.get(`/api/auth/callback/google?code=${code}&state=${state}`);
    expect(res.status).toBe(302);
    expect(String(res.headers.location)).toMatch(/^\/oauth\/callback\?error=invalid_state/);
  });
});
