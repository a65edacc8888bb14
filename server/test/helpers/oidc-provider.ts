import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type JWK } from 'jose';

export interface Person {
  sub: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
  picture?: string;
}

/**
 * A minimal OpenID provider on 127.0.0.1 standing in for Google: discovery, JWKS, and a token
 * endpoint that checks the client secret, the redirect URI and the PKCE verifier, and signs an
 * ID token carrying the nonce it was given.
 */
export class FakeOidcProvider {
  issuer = '';
  readonly clientId = 'sous-test-client';
  readonly clientSecret = 'sous-test-secret';
  private server: Server | undefined;
  private privateKey: Awaited<ReturnType<typeof generateKeyPair>>['privateKey'] | undefined;
  private jwk: JWK | undefined;
  private readonly codes = new Map<
    string,
    { person: Person; nonce: string; challenge: string; redirectUri: string }
  >();
  tokenRequests = 0;

  async start(): Promise<void> {
    const { privateKey, publicKey } = await generateKeyPair('RS256');
    this.privateKey = privateKey;
    this.jwk = { ...(await exportJWK(publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
    this.server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.issuer = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }

  /** What the provider's consent screen would do: approve `person` for the authorization URL and return the callback query. */
  approve(
    authorizationUrl: string,
    person: Person,
  ): { code: string; state: string; redirectUri: string } {
    const url = new URL(authorizationUrl);
    if (url.searchParams.get('code_challenge_method') !== 'S256')
      throw new Error('PKCE S256 expected');
    const code = randomBytes(12).toString('hex');
    const redirectUri = url.searchParams.get('redirect_uri')!;
    this.codes.set(code, {
      person,
      nonce: url.searchParams.get('nonce')!,
      challenge: url.searchParams.get('code_challenge')!,
      redirectUri,
    });
    return { code, state: url.searchParams.get('state')!, redirectUri };
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (req.url === '/.well-known/openid-configuration') {
      return send(200, {
        issuer: this.issuer,
        authorization_endpoint: `${this.issuer}/authorize`,
        token_endpoint: `${this.issuer}/token`,
        jwks_uri: `${this.issuer}/jwks`,
        response_types_supported: ['code'],
        subject_types_supported: ['public'],
        id_token_signing_alg_values_supported: ['RS256'],
        code_challenge_methods_supported: ['S256'],
        token_endpoint_auth_methods_supported: ['client_secret_post', 'client_secret_basic'],
      });
    }
    if (req.url === '/jwks') return send(200, { keys: [this.jwk] });
    if (req.url === '/token' && req.method === 'POST') {
      this.tokenRequests++;
      let raw = '';
      for await (const chunk of req) raw += chunk;
      const form = new URLSearchParams(raw);
      const basic = req.headers.authorization?.startsWith('Basic ')
        ? Buffer.from(req.headers.authorization.slice(6), 'base64')
            .toString()
            .split(':')
            .map(decodeURIComponent)
        : [form.get('client_id'), form.get('client_secret')];
      if (basic[0] !== this.clientId || basic[1] !== this.clientSecret)
        return send(401, { error: 'invalid_client' });
      const grant = this.codes.get(form.get('code') ?? '');
      this.codes.delete(form.get('code') ?? '');
      if (!grant) return send(400, { error: 'invalid_grant' });
      const challenge = createHash('sha256')
        .update(form.get('code_verifier') ?? '')
        .digest('base64url');
      if (challenge !== grant.challenge)
        return send(400, { error: 'invalid_grant', error_description: 'PKCE verification failed' });
      if (form.get('redirect_uri') !== grant.redirectUri)
        return send(400, { error: 'invalid_grant', error_description: 'redirect_uri mismatch' });
      const idToken = await new SignJWT({ ...grant.person, nonce: grant.nonce })
        .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
        .setIssuer(this.issuer)
        .setAudience(this.clientId)
        .setSubject(grant.person.sub)
        .setIssuedAt()
        .setExpirationTime('5m')
        .sign(this.privateKey!);
      return send(200, {
        access_token: randomBytes(8).toString('hex'),
        token_type: 'Bearer',
        expires_in: 300,
        id_token: idToken,
      });
    }
    send(404, { error: 'not_found' });
  }
}
