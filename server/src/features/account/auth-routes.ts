import { publicOrigin, type Config } from '#server/src/platform/config.ts';
import { HttpError } from '#server/src/platform/errors.ts';
import {
  clearGoogleStateCookie,
  hasSessionCookie,
  clearSessionCookies,
  GOOGLE_CALLBACK_PATH,
  GOOGLE_STATE_COOKIE,
  REFRESH_COOKIE,
  setGoogleStateCookie,
  setSessionCookies,
} from './session-cookies.ts';
import type { RouteDeps } from './deps.ts';
import type { Handler } from '#server/src/platform/contract/handlers.ts';
import { DETAILS } from '#contract/messages.ts';

const NOT_CONFIGURED = DETAILS.googleNotConfigured;

/** The callback URL in canonical form (new URL drops a default port), identical at start and at the token exchange. */
function googleRedirectUri(config: Config): string {
  return new URL(GOOGLE_CALLBACK_PATH, publicOrigin(config)).href;
}

function loginFailed(reason: string): string {
  return `/oauth/callback/login-failed?reason=${encodeURIComponent(reason)}`;
}

function callbackError(error: string, description: string): string {
  return `/oauth/callback?${new URLSearchParams({ error, error_description: description }).toString()}`;
}

/** Handlers of the auth tag. */
export function authHandlers(deps: RouteDeps): {
  login: Handler<'login'>;
  signup: Handler<'signup'>;
  logout: Handler<'logout'>;
  refreshToken: Handler<'refreshToken'>;
  startGoogleLogin: Handler<'startGoogleLogin'>;
  googleCallback: Handler<'googleCallback'>;
  forgotPassword: Handler<'forgotPassword'>;
  resetPassword: Handler<'resetPassword'>;
  checkResetToken: Handler<'checkResetToken'>;
  getSessionInfo: Handler<'getSessionInfo'>;
} {
  const { auth, config, google, signer, clock } = deps;
  return {
    async login({ body, request, reply }) {
      const tokens = await auth.login(body.username, body.password, request.ip);
      setSessionCookies(request, reply, tokens, config);
      return { status: 200, body: { message: 'Login successful' } };
    },

    async signup({ body, request, reply }) {
      const tokens = await auth.signup(body, request.ip);
      setSessionCookies(request, reply, tokens, config);
      return { status: 200, body: { message: 'Account created' } };
    },

    async logout({ request, reply }) {
      await auth.logout(request.cookies[REFRESH_COOKIE]);
      clearSessionCookies(request, reply);
      return { status: 200, body: { message: 'Logged out' } };
    },

    async refreshToken({ request, reply }) {
      try {
        const tokens = await auth.refresh(request.cookies[REFRESH_COOKIE]);
        setSessionCookies(request, reply, tokens, config);
        return { status: 200, body: { message: 'Token refreshed' } };
      } catch (error) {
        // A dead refresh token is useless to the browser: drop both cookies with the 401.
        if (error instanceof HttpError && error.status === 401) clearSessionCookies(request, reply);
        throw error;
      }
    },

    /** Always 200: an anonymous page load asks this instead of /users/me, so no 401 reaches the console. */
    getSessionInfo({ request }) {
      return Promise.resolve({
        status: 200,
        body: { has_session: hasSessionCookie(request), google_sign_in: google !== undefined },
      });
    },

    async startGoogleLogin({ request, reply }) {
      if (!google) return { status: 302, location: loginFailed(NOT_CONFIGURED) };
      try {
        const { url, pending } = await google.start(googleRedirectUri(config));
        setGoogleStateCookie(
          request,
          reply,
          await signer.signPayload({ ...pending }, 600, clock()),
        );
        return { status: 302, location: url };
      } catch (error) {
        request.log.error({ err: error }, 'Google sign-in could not start');
        return {
          status: 302,
          location: loginFailed('Google sign-in is unavailable right now. Please try again later.'),
        };
      }
    },

    async googleCallback({ query, request, reply }) {
      const stateCookie = request.cookies[GOOGLE_STATE_COOKIE];
      clearGoogleStateCookie(request, reply);
      if (query.error)
        return {
          status: 302,
          location: callbackError(query.error, query.error_description ?? query.error),
        };
      if (!google)
        return { status: 302, location: callbackError('not_configured', NOT_CONFIGURED) };
      const pending = stateCookie ? await signer.verifyPayload(stateCookie, clock()) : undefined;
      if (
        !pending ||
        typeof pending.state !== 'string' ||
        typeof pending.nonce !== 'string' ||
        typeof pending.verifier !== 'string'
      ) {
        return {
          status: 302,
          location: callbackError(
            'invalid_state',
            'The sign-in session expired. Please try again.',
          ),
        };
      }
      try {
        const redirectUri = googleRedirectUri(config);
        const callbackUrl = new URL(redirectUri);
        callbackUrl.search = new URL(request.url, 'http://localhost').search;
        const identity = await google.finish(
          callbackUrl,
          { state: pending.state, nonce: pending.nonce, verifier: pending.verifier },
          redirectUri,
        );
        const tokens = await auth.signInWithGoogle(identity);
        setSessionCookies(request, reply, tokens, config);
        return { status: 302, location: '/oauth/callback' };
      } catch (error) {
        request.log.warn({ err: error }, 'Google sign-in failed');
        const description =
          error instanceof HttpError && typeof error.detail === 'string'
            ? error.detail
            : 'Google sign-in failed. Please try again.';
        return { status: 302, location: callbackError('server_error', description) };
      }
    },

    async forgotPassword({ body, request }) {
      await auth.forgotPassword(body.email, request.ip, publicOrigin(config));
      return {
        status: 202,
        body: {
          message:
            'If an account exists for this email, we have sent a link to reset the password.',
        },
      };
    },

    async resetPassword({ body, request }) {
      await auth.resetPassword(body.token, body.password, request.ip);
      return {
        status: 200,
        body: { message: 'Your password has been reset. You can now sign in.' },
      };
    },

    async checkResetToken({ body, request }) {
      await auth.checkResetToken(body.token, request.ip);
      return { status: 200, body: { message: 'This reset link is valid.' } };
    },
  };
}
