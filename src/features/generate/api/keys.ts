/** Query keys of preparing (generation) sessions. */
export const preparingKeys = {
  all: ['preparing'] as const,
  capabilities: () => [...preparingKeys.all, 'capabilities'] as const,
  session: (sessionId: number) => [...preparingKeys.all, sessionId] as const,
  options: (sessionId: number) => [...preparingKeys.session(sessionId), 'options'] as const,
  imageAnalysis: (sessionId: number) =>
    [...preparingKeys.session(sessionId), 'image-analysis'] as const,
  details: (sessionId: number) => [...preparingKeys.session(sessionId), 'details'] as const,
};
