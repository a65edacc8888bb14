/** Query keys of recipes' cooking instructions. */
export const instructionKeys = {
  all: ['instructions'] as const,
  detail: (recipeId: number) => [...instructionKeys.all, recipeId] as const,
};
