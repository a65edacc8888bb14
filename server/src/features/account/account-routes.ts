import { publicOrigin } from '#server/src/platform/config.ts';
import type { Handler } from '#server/src/platform/contract/handlers.ts';
import type { RouteDeps } from './deps.ts';
import { clearSessionCookies } from './session-cookies.ts';

/** The archive's name is made of the username (letters, digits, '_', '.', '-') and a date: no quoting needed. */
const attachment = (fileName: string) => `attachment; filename="${fileName}"`;

/** Handlers of the account's rights: the data export, password and email changes, deletion. */
export function accountHandlers(deps: RouteDeps): {
  exportAccount: Handler<'exportAccount'>;
  changePassword: Handler<'changePassword'>;
  requestEmailChange: Handler<'requestEmailChange'>;
  confirmEmailChange: Handler<'confirmEmailChange'>;
  deleteAccount: Handler<'deleteAccount'>;
} {
  const { account, config } = deps;
  return {
    async exportAccount({ userId, reply }) {
      const { fileName, stream } = await account.exportArchive(userId);
      reply
        .type('application/zip')
        .header('content-disposition', attachment(fileName))
        .header('cache-control', 'no-store');
      return { status: 200, body: stream };
    },

    async changePassword({ userId, request, body }) {
      await account.changePassword(
        userId,
        request.sessionId,
        body.current_password,
        body.new_password,
      );
      return {
        status: 200,
        body: {
          message: 'Your password has been changed. Your other devices have been signed out.',
        },
      };
    },

    async requestEmailChange({ userId, request, body }) {
      await account.requestEmailChange(
        userId,
        request.sessionId,
        body.email,
        body.password,
        publicOrigin(config),
      );
      return {
        status: 202,
        body: {
          message:
            'We sent a confirmation link to the new address. Your email changes when you open it.',
        },
      };
    },

    async confirmEmailChange({ body, request }) {
      await account.confirmEmailChange(body.token, request.ip);
      return { status: 200, body: { message: 'Your email address has been changed.' } };
    },

    async deleteAccount({ userId, request, reply, body }) {
      await account.deleteAccount(userId, request.sessionId, body.password);
      clearSessionCookies(request, reply);
      return {
        status: 200,
        body: { message: 'Your account and all of its data have been deleted.' },
      };
    },
  };
}
