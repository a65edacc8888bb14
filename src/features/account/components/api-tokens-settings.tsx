import { serverDetailOr } from '#src/api/errors';
import {
  useApiTokens,
  useCreateApiToken,
  useRevokeApiToken,
} from '#src/features/account/api/api-tokens';
import { API_TOKEN_TEXTS as T } from '#src/features/account/api-tokens-texts';
import { withoutFieldName } from '#src/features/account/model/rights';
import { ApiTokensSection } from './api-tokens-section';

/**
 * Settings' "API tokens" with its data: the list query and the create and revoke calls. Loaded
 * lazily by the Settings screen (below the fold), with its hooks and texts.
 */
export function ApiTokensSettings() {
  const tokens = useApiTokens();
  const create = useCreateApiToken();
  const revoke = useRevokeApiToken();
  return (
    <ApiTokensSection
      tokens={tokens.data}
      loadFailed={tokens.isError}
      onRetry={() => void tokens.refetch()}
      creating={create.isPending}
      revoking={revoke.isPending}
      onCreate={async (name, scope) => {
        try {
          return await create.mutateAsync({ name, scope });
        } catch (error) {
          throw new Error(serverDetailOr(error, T.createFailed, withoutFieldName), {
            cause: error,
          });
        }
      }}
      onRevoke={async (token) => {
        try {
          await revoke.mutateAsync(token.id);
        } catch (error) {
          throw new Error(serverDetailOr(error, T.revokeFailed), { cause: error });
        }
      }}
    />
  );
}
