/** Query keys of the session (the signed-in user). */
export const authKeys = {
  all: ['auth'] as const,
  me: () => [...authKeys.all, 'me'] as const,
  info: () => [...authKeys.all, 'info'] as const,
};

/** Query keys of the signed-in user's other data (dashboard statistics, food preferences). */
export const userKeys = {
  all: ['users'] as const,
  stats: () => [...userKeys.all, 'me', 'stats'] as const,
  preferences: () => [...userKeys.all, 'me', 'preferences'] as const,
  apiTokens: () => [...userKeys.all, 'me', 'tokens'] as const,
};
