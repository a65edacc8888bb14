import { BookmarkPlus, CircleAlert, CircleCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, useParams } from 'react-router-dom';
import { isNetworkError, MESSAGES, serverDetailOr, statusOf } from '#src/api/errors';
import { Button } from '#src/components/ui/button';
import { useDocumentTitle } from '#src/components/use-document-title';
import { useSaveSharedRecipe } from '#src/features/recipes/api/recipe-edit';
import { RECIPE_TEXTS } from '#src/features/recipes/texts';

const T = RECIPE_TEXTS.sharedSave;

const LINK =
  'inline-flex min-h-11 items-center rounded-lg font-semibold text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

/** Why a save failed, in the cook's words. */
function failureText(error: unknown): string {
  if (isNetworkError(error)) return MESSAGES.networkError;
  const status = statusOf(error);
  if (status === 404 || status === 422) return T.notFound;
  if (status === 429) return T.tooMany;
  if (status !== undefined && status >= 500) return MESSAGES.serverError;
  return serverDetailOr(error, T.failed);
}

/**
 * /app/shared/{token}: where a public share page's "Save to my Sous" (or, signed out, "Sign in to
 * save" and back after signing in) leads. Nothing is saved until the cook presses the button (a
 * link alone never writes); the answer says where the copy is, or that the recipe is theirs.
 */
export default function SharedSaveScreen() {
  useDocumentTitle(T.title);
  const { token = '' } = useParams();
  const save = useSaveSharedRecipe();
  const result = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (save.isSuccess || save.isError) result.current?.focus();
  }, [save.isSuccess, save.isError]);

  return (
    <div className="mx-auto flex w-full max-w-xl flex-col gap-5 px-4 py-10 sm:px-6">
      <h1 className="flex items-center gap-3 text-2xl font-bold tracking-tight text-ink sm:text-3xl">
        <BookmarkPlus aria-hidden="true" className="h-7 w-7 shrink-0 text-brand-600" />
        {T.title}
      </h1>
      <p className="text-stone-700">{T.intro}</p>

      {save.isSuccess ? (
        <div className="flex flex-col gap-3 rounded-xl border border-stone-200 bg-white p-4">
          <p
            ref={result}
            tabIndex={-1}
            role="status"
            className="flex items-start gap-2 font-semibold text-brand-700 focus:outline-none"
          >
            <CircleCheck aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0" />
            {save.data.already_yours ? T.alreadyYours(save.data.title) : T.saved(save.data.title)}
          </p>
          <div className="flex flex-wrap gap-x-6">
            <Link to={`/app/recipe/${save.data.recipe_id}`} className={LINK}>
              {T.open}
            </Link>
            <Link to="/app/library" className={LINK}>
              {T.library}
            </Link>
          </div>
        </div>
      ) : (
        <div className="flex flex-col items-start gap-3">
          {save.isError && (
            <p
              ref={result}
              tabIndex={-1}
              role="alert"
              className="flex items-start gap-2 rounded-lg bg-red-50 p-3 text-sm text-danger focus:outline-none"
            >
              <CircleAlert aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
              {failureText(save.error)}
            </p>
          )}
          <Button
            onClick={() => save.mutate(token)}
            disabled={save.isPending}
            aria-busy={save.isPending || undefined}
          >
            <BookmarkPlus aria-hidden="true" className="h-4 w-4" />
            {save.isPending ? T.saving : T.save}
          </Button>
        </div>
      )}
    </div>
  );
}
