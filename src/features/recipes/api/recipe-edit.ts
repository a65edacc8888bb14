import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api, multipart, unwrap } from '#src/api/client';
import type { components, RecipeDetail, RecipeInput } from '#src/api/types';
import { userKeys } from '#src/features/account/api/keys';
import { collectionKeys } from '#src/features/collections/api/keys';
import { instructionKeys } from '#src/features/cook/api/keys';
import { recipeKeys } from './keys';

/**
 * A saved change shows everywhere at once: the recipe view (its detail, taken from the answer, and
 * its steps), the library lists and pages, collections' previews and the dashboard numbers.
 */
async function afterSave(queryClient: QueryClient, recipe: RecipeDetail) {
  queryClient.setQueryData(recipeKeys.detail(recipe.id), recipe);
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: instructionKeys.detail(recipe.id) }),
    queryClient.invalidateQueries({ queryKey: recipeKeys.lists() }),
    queryClient.invalidateQueries({ queryKey: collectionKeys.all }),
    queryClient.invalidateQueries({ queryKey: userKeys.stats() }),
  ]);
}

/** Creates one's own recipe (POST /recipe/create); resolves to the stored recipe. */
export function useCreateRecipe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RecipeInput) => unwrap(api.POST('/recipe/create', { body: input })),
    onSuccess: (recipe) => afterSave(queryClient, recipe),
  });
}

/** Saves an edited recipe (PUT /recipe/{id}/update); resolves to the stored recipe. */
export function useUpdateRecipe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: RecipeInput }) =>
      unwrap(api.PUT('/recipe/{id}/update', { params: { path: { id } }, body: input })),
    onSuccess: (recipe) => afterSave(queryClient, recipe),
  });
}

/** Uploads a recipe photo (category `recipe`); resolves to its file key, the recipe's image_url. */
export function useUploadRecipeImage() {
  return useMutation({
    mutationFn: ({ userId, file }: { userId: number; file: Blob }) =>
      unwrap(
        api.POST(
          '/files/public-upload',
          multipart<components['schemas']['PublicUploadForm']>({
            user_id: userId,
            category: 'recipe',
            file,
          }),
        ),
      ),
  });
}

/**
 * "Save to my Sous" (POST /shared/{token}/save): a copy of a shared recipe in the user's library,
 * or their own recipe when the link is theirs (`already_yours`). The library's lists, collections
 * and numbers are refreshed.
 */
export function useSaveSharedRecipe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) =>
      unwrap(api.POST('/shared/{token}/save', { params: { path: { token } } })),
    onSuccess: async (saved) => {
      if (saved.already_yours) return;
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: recipeKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: collectionKeys.all }),
        queryClient.invalidateQueries({ queryKey: userKeys.stats() }),
      ]);
    },
  });
}
