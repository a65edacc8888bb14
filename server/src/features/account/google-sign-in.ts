import * as oidc from 'openid-client';
import type { GoogleIdentity } from './auth-service.ts';

/** The OAuth values kept in the short-lived state cookie between the start and the callback. */
export interface PendingGoogleLogin {
  state: string;
  nonce: string;
  verifier: string;
}

/**
 * Google sign-in with the authorization code flow, PKCE, state and nonce (openid-client).
 * The issuer is discovered lazily on first use, so a server without network access still starts.
 */
export class GoogleSignIn {
  private configuration: Promise<oidc.Configuration> | undefined;

  constructor(
    private readonly settings: { clientId: string; clientSecret: string; issuer: string },
    /** Tests point the issuer at a local http provider; production never sets this. */
    private readonly allowInsecure = false,
  ) {}

  private config(): Promise<oidc.Configuration> {
    this.configuration ??= oidc
      .discovery(
        new URL(this.settings.issuer),
        this.settings.clientId,
        this.settings.clientSecret,
        undefined,
        {
          ...(this.allowInsecure ? { execute: [oidc.allowInsecureRequests] } : {}),
          timeout: 10,
        },
      )
      .catch((error: unknown) => {
        // Retry discovery on the next sign-in instead of caching the failure.
        this.configuration = undefined;
        throw error;
      });
    return this.configuration;
  }

  /** The provider URL to send the browser to, and the values to keep for the callback. */
  async start(redirectUri: string): Promise<{ url: string; pending: PendingGoogleLogin }> {
    const config = await this.config();
    const pending = {
      state: oidc.randomState(),
      nonce: oidc.randomNonce(),
      verifier: oidc.randomPKCECodeVerifier(),
    };
    const url = oidc.buildAuthorizationUrl(config, {
      redirect_uri: redirectUri,
      scope: 'openid email profile',
      response_type: 'code',
      state: pending.state,
      nonce: pending.nonce,
      code_challenge: await oidc.calculatePKCECodeChallenge(pending.verifier),
      code_challenge_method: 'S256',
      prompt: 'select_account',
    });
    return { url: url.href, pending };
  }

  /** Exchanges the code from callbackUrl (checking state, PKCE and nonce) and returns who signed in. */
  async finish(
    callbackUrl: URL,
    pending: PendingGoogleLogin,
    redirectUri: string,
  ): Promise<GoogleIdentity> {
    const config = await this.config();
    const tokens = await oidc.authorizationCodeGrant(
      config,
      callbackUrl,
      {
        pkceCodeVerifier: pending.verifier,
        expectedState: pending.state,
        expectedNonce: pending.nonce,
        idTokenExpected: true,
      },
      { redirect_uri: redirectUri },
    );
    const claims = tokens.claims();
    if (!claims) throw new Error('Google returned no ID token');
    return {
      sub: claims.sub,
      email: typeof claims.email === 'string' ? claims.email : undefined,
      emailVerified: claims.email_verified === true,
      name: typeof claims.name === 'string' ? claims.name : undefined,
      picture:
        typeof claims.picture === 'string' && /^https?:\/\//.test(claims.picture)
          ? claims.picture
          : undefined,
    };
  }
}
