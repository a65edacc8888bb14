import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  OAuth2Issuer,
  OAuth2Service,
  type MutableRedirectUri,
  type MutableResponse,
  type MutableToken,
  type TokenRequestIncomingMessage,
} from 'oauth2-mock-server';

export interface Person {
  sub: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
  picture?: string;
}

/**
 * A local OpenID provider standing in for Google: oauth2-mock-server on 127.0.0.1 (discovery,
 * JWKS, /authorize, and a /token endpoint that verifies the PKCE verifier against the challenge it
 * was given and signs an RS256 ID token carrying the nonce from the authorization request).
 *
 * The mock signs in a fixed "johndoe" and accepts any client; on top of its events this adds what
 * the tests need of Google: the approved person's claims (sub, email, email_verified, name,
 * picture) in the ID token, client-secret authentication, the redirect URI of the code, and PKCE
 * being required rather than optional.
 */
export class LocalOidcProvider {
  issuer = '';
  readonly clientId = 'sous-test-client';
  readonly clientSecret = 'sous-test-secret';
  /** Every request that reached /token, successful or not. */
  tokenRequests = 0;
  private readonly oauthIssuer = new OAuth2Issuer();
  private readonly service = new OAuth2Service(this.oauthIssuer);
  private readonly http: Server;
  /** Per authorization code: who approved it and the redirect URI it was issued for. */
  private readonly grants = new Map<string, { person?: Person; redirectUri: string }>();

  constructor() {
    this.service.on('beforeAuthorizeRedirect', (redirect: MutableRedirectUri, req) => {
      const code = redirect.url.searchParams.get('code');
      const redirectUri = new URL(req.url ?? '', 'http://x').searchParams.get('redirect_uri');
      if (code && redirectUri) this.grants.set(code, { redirectUri });
    });
    this.service.on(
      'beforeTokenSigning',
      (token: MutableToken, req: TokenRequestIncomingMessage) => {
        const person = this.grants.get(req.body.code ?? '')?.person;
        if (person) Object.assign(token.payload, person);
      },
    );
    this.service.on(
      'beforeResponse',
      (response: MutableResponse, req: TokenRequestIncomingMessage) => {
        const refusal = this.refusal(req);
        if (req.body.code) this.grants.delete(req.body.code);
        if (refusal) {
          response.statusCode = refusal.status;
          response.body = refusal.body;
        }
      },
    );
    this.http = createServer((req, res) => {
      if (new URL(req.url ?? '', 'http://x').pathname === '/token') this.tokenRequests++;
      this.service.requestHandler(req, res);
    });
  }

  /** What Google would refuse and the mock lets through; undefined when the request is fine. */
  private refusal(
    req: TokenRequestIncomingMessage,
  ): { status: number; body: Record<string, string> } | undefined {
    const body = req.body as unknown as Record<string, string | undefined>;
    const header = req.headers.authorization;
    const [id, secret] = header?.startsWith('Basic ')
      ? Buffer.from(header.slice(6), 'base64').toString().split(':').map(decodeURIComponent)
      : [body.client_id, body.client_secret];
    if (id !== this.clientId || secret !== this.clientSecret)
      return { status: 401, body: { error: 'invalid_client' } };
    if (body.grant_type !== 'authorization_code') return undefined;
    const grant = this.grants.get(body.code ?? '');
    if (!grant?.person)
      return { status: 400, body: { error: 'invalid_grant', error_description: 'unknown code' } };
    // The mock checks a verifier only when one is sent; Google requires it once a challenge was given.
    if (!body.code_verifier)
      return {
        status: 400,
        body: { error: 'invalid_grant', error_description: 'code_verifier required' },
      };
    if (body.redirect_uri !== grant.redirectUri)
      return {
        status: 400,
        body: { error: 'invalid_grant', error_description: 'redirect_uri mismatch' },
      };
    return undefined;
  }

  async start(): Promise<void> {
    await this.oauthIssuer.keys.generate('RS256');
    await new Promise<void>((resolve) => this.http.listen(0, '127.0.0.1', resolve));
    this.issuer = `http://127.0.0.1:${(this.http.address() as AddressInfo).port}`;
    this.oauthIssuer.url = this.issuer;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.http.close(() => resolve()));
  }

  /**
   * The browser at the provider: opens the authorization URL (optionally altered first, as an
   * attacker or a broken client would), the person approves, and the provider redirects back.
   * Returns the redirect's target URI and its query (code and state, or error and error_description).
   */
  async approve(
    authorizationUrl: string,
    person: Person,
    alter?: (url: URL) => void,
  ): Promise<{ redirectUri: string; query: URLSearchParams }> {
    const url = new URL(authorizationUrl);
    alter?.(url);
    const res = await fetch(url, { redirect: 'manual' });
    if (res.status !== 302)
      throw new Error(
        `The provider answered the authorization request with ${res.status}: ${await res.text()}`,
      );
    const target = new URL(res.headers.get('location')!);
    const code = target.searchParams.get('code');
    const grant = code ? this.grants.get(code) : undefined;
    if (grant) grant.person = person;
    return { redirectUri: `${target.origin}${target.pathname}`, query: target.searchParams };
  }
}
