import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, multipart, unwrap } from '#src/api/client';
import { ApiError } from '#src/api/errors';
import type { components } from '#src/api/types';
import { collectionKeys } from '#src/features/collections/api/keys';
import { userKeys } from '#src/features/account/api/keys';
import { recipeKeys } from './keys';
import { attachmentName, saveFile } from '#src/lib/save-file';

/** Where an import reads from: a pasted block, a chosen file, or a page the server fetches. */
export type ImportSource =
  { kind: 'paste'; text: string } | { kind: 'file'; file: Blob } | { kind: 'url'; url: string };

function postImport(source: ImportSource) {
  if (source.kind === 'file')
    return api.POST('/recipe/import', multipart<{ file: string }>({ file: source.file }));
  return api.POST('/recipe/import', {
    body: source.kind === 'url' ? { url: source.url } : { jsonld: source.text },
  });
}

/**
 * Imports schema.org JSON-LD into the library; the created recipes show in every list. Resolves to
 * them and the warnings about those that conflict with the cook's food preferences.
 */
export function useImportRecipes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (source: ImportSource): Promise<components['schemas']['ImportResult']> => {
      const result = await unwrap(postImport(source));
      return { recipes: result.recipes, warnings: result.warnings ?? [] };
    },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: recipeKeys.all }),
        queryClient.invalidateQueries({ queryKey: collectionKeys.all }),
        queryClient.invalidateQueries({ queryKey: userKeys.stats() }),
      ]),
  });
}

async function download(
  call: Promise<{ data?: Blob; response: Response }>,
  fallback: string,
): Promise<string> {
  const { data, response } = await call;
  if (!response.ok || !data) throw new ApiError(response.status, undefined);
  const name = attachmentName(response.headers.get('content-disposition'), fallback);
  saveFile(data, name);
  return name;
}

/** Downloads one recipe as schema.org JSON-LD (GET /recipe/{id}/export); resolves to the file name. */
export function useExportRecipe() {
  return useMutation({
    mutationFn: (id: number) =>
      download(
        api.GET('/recipe/{id}/export', { params: { path: { id } }, parseAs: 'blob' }),
        'recipe.jsonld',
      ),
  });
}

/** Downloads the whole library as a JSON-LD array (GET /recipe/export); resolves to the file name. */
export const exportLibrary = () =>
  download(api.GET('/recipe/export', { parseAs: 'blob' }), 'sous-library.jsonld');
