/** Query keys of the plan: one per range under `all`, so a write refreshes every shown week. */
export const planKeys = {
  all: ['plan'] as const,
  range: (from: string, to: string) => [...planKeys.all, from, to] as const,
  /** Under `all`: a plan change (also another member's, by the event stream) reads it again. */
  entryRecipe: (entryId: number) => [...planKeys.all, 'entry', entryId, 'recipe'] as const,
};
