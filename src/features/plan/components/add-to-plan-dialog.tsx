import { useQuery } from '@tanstack/react-query';
import { CalendarCheck } from 'lucide-react';
import { Link } from 'react-router-dom';
import { useId, useState } from 'react';
import { api, unwrap } from '#src/api/client';
import { serverDetailOr } from '#src/api/errors';
import { Button } from '#src/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
} from '#src/components/ui/dialog';
import { TextField } from '#src/components/ui/field';
import { ErrorMessage } from '#src/components/error-state';
import { BottomNotice } from '#src/components/bottom-notice';
import { dayLabel, planLocale } from '#src/features/plan/model/locale';
import { type PlanEntry, useCreatePlanEntry } from '#src/features/plan/api/plan';
import { isoDay, PLAN_SLOTS, type PlanSlot } from '#src/features/plan/model/week';
import { now } from '#src/lib/clock';
import { PLAN_TEXTS as T } from '#src/features/plan/texts';
import { SELECT } from './move-entry-dialog';

/** The recipe the dialog plans, when it is chosen before (the recipe view's "Add to plan"). */
export interface PlannedRecipe {
  id: number;
  title: string;
  servings?: number;
  /**
   * A generated option, not saved yet: the dialog says planning saves it, and `prepare` (which
   * saves it) runs before the entry is stored.
   */
  draft?: boolean;
}

export interface AddToPlanDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The day and meal it starts with (today's dinner when not given). */
  date?: string;
  slot?: PlanSlot;
  /** A recipe chosen already: only day, meal and servings are asked. */
  recipe?: PlannedRecipe;
  /** After the entry is stored, with the entry as the server answered it. */
  onAdded?: (entry: PlanEntry) => void;
  /** Runs before a recipe entry is stored (saving a draft); its failure is shown and stores nothing. */
  prepare?: (recipe: PlannedRecipe) => Promise<void>;
}

/**
 * "Add to plan": a recipe from the library (searched) with servings, or a free-text note, for a day
 * and a meal. From the plan's "+" with the day and meal chosen; from the recipe view with the recipe
 * chosen. Controlled.
 */
export function AddToPlanDialog({ open, onOpenChange, ...props }: AddToPlanDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open && (
        <DialogContent size="md">
          <AddForm {...props} onClose={() => onOpenChange(false)} />
        </DialogContent>
      )}
    </Dialog>
  );
}

function useRecipeSearch(q: string, enabled: boolean) {
  return useQuery({
    queryKey: ['plan', 'recipe-search', q],
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/recipe/list', {
          params: { query: { sort: 'title', limit: 8, ...(q.trim() ? { q: q.trim() } : {}) } },
          signal,
        }),
      ),
    enabled,
  });
}

function AddForm({
  date: initialDate = isoDay(new Date(now())),
  slot: initialSlot = 'dinner',
  recipe: given,
  onAdded,
  prepare,
  onClose,
}: Omit<AddToPlanDialogProps, 'open' | 'onOpenChange'> & { onClose: () => void }) {
  const id = useId();
  const [mode, setMode] = useState<'recipe' | 'note'>('recipe');
  const [query, setQuery] = useState('');
  const [chosen, setChosen] = useState<PlannedRecipe | null>(given ?? null);
  const [date, setDate] = useState(initialDate);
  const [slot, setSlot] = useState<PlanSlot>(initialSlot);
  const [servings, setServings] = useState(given?.servings ? String(given.servings) : '');
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [preparing, setPreparing] = useState(false);
  const search = useRecipeSearch(query, !given && mode === 'recipe');
  const create = useCreatePlanEntry();

  const submit = async () => {
    if (preparing || create.isPending) return;
    setProblem(null);
    if (mode === 'recipe' && !chosen) return setProblem(T.dialog.chooseRecipe);
    if (mode === 'note' && !note.trim()) return setProblem(T.dialog.noteRequired);
    const count = Number(servings);
    const body =
      mode === 'recipe'
        ? {
            date,
            slot,
            recipe_id: chosen!.id,
            ...(servings !== '' && Number.isInteger(count) ? { servings: count } : {}),
          }
        : { date, slot, note: note.trim() };
    if (prepare && mode === 'recipe') {
      setPreparing(true);
      try {
        await prepare(chosen!);
      } catch (error) {
        return setProblem(serverDetailOr(error, T.dialog.failed));
      } finally {
        setPreparing(false);
      }
    }
    create.mutate(body, {
      onSuccess: (entry) => {
        onAdded?.(entry);
        onClose();
      },
      onError: (error) => setProblem(serverDetailOr(error, T.dialog.failed)),
    });
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <DialogTitle>{T.dialog.title}</DialogTitle>
      <DialogDescription className="mt-1">
        {given ? given.title : T.dialog.description}
      </DialogDescription>
      {given?.draft && <p className="mt-2 text-sm text-muted">{T.dialog.keptInLibrary}</p>}
      <div className="mt-4 flex flex-col gap-4">
        {!given && (
          <fieldset className="flex gap-2">
            <legend className="sr-only">{T.dialog.title}</legend>
            {(['recipe', 'note'] as const).map((m) => (
              <label
                key={m}
                className={`inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border px-3 text-sm font-medium ${mode === m ? 'border-brand-600 bg-brand-50 text-brand-800' : 'border-stone-300 text-ink'}`}
              >
                <input
                  type="radio"
                  name={`${id}-mode`}
                  value={m}
                  checked={mode === m}
                  onChange={() => setMode(m)}
                  className="accent-brand-600"
                />
                {m === 'recipe' ? T.dialog.recipe : T.dialog.note}
              </label>
            ))}
          </fieldset>
        )}
        {!given && mode === 'recipe' && (
          <div className="flex flex-col gap-2">
            <TextField
              type="search"
              label={T.dialog.search}
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              autoComplete="off"
            />
            {chosen && (
              <p className="text-sm font-medium text-brand-800">{T.dialog.chosen(chosen.title)}</p>
            )}
            <div className="max-h-56 overflow-y-auto rounded-lg border border-stone-200">
              {search.data && search.data.items.length === 0 && (
                <p className="p-3 text-sm text-muted">{T.dialog.noResults}</p>
              )}
              {!search.data && <p className="p-3 text-sm text-muted">{T.dialog.searching}</p>}
              {search.data && search.data.items.length > 0 && (
                <ul aria-label={T.dialog.search}>
                  {search.data.items.map((recipe) => (
                    <li key={recipe.id}>
                      <button
                        type="button"
                        aria-pressed={chosen?.id === recipe.id}
                        onClick={() => setChosen({ id: recipe.id, title: recipe.title })}
                        className={`flex min-h-11 w-full items-center px-3 text-left text-sm hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600 ${chosen?.id === recipe.id ? 'bg-brand-100 font-semibold text-brand-800' : 'text-ink'}`}
                      >
                        {recipe.title}
                      </button>
                    </li>
                  ))}
                </ul>
              )}
            </div>
          </div>
        )}
        {mode === 'note' && (
          <TextField
            label={T.dialog.noteLabel}
            value={note}
            maxLength={80}
            placeholder={T.dialog.notePlaceholder}
            onChange={(event) => setNote(event.target.value)}
          />
        )}
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
          <TextField
            type="date"
            label={T.dialog.day}
            value={date}
            required
            onChange={(event) => event.target.value && setDate(event.target.value)}
          />
          <div className="flex flex-col gap-1.5">
            <label htmlFor={`${id}-slot`} className="text-sm font-medium text-ink">
              {T.dialog.slot}
            </label>
            <select
              id={`${id}-slot`}
              value={slot}
              onChange={(event) => setSlot(event.target.value as PlanSlot)}
              className={SELECT}
            >
              {PLAN_SLOTS.map((s) => (
                <option key={s} value={s}>
                  {T.slots[s]}
                </option>
              ))}
            </select>
          </div>
          {mode === 'recipe' && (
            <TextField
              type="number"
              label={T.dialog.servings}
              min={1}
              max={100}
              inputMode="numeric"
              value={servings}
              onChange={(event) => setServings(event.target.value)}
            />
          )}
        </div>
        {problem && (
          <div role="alert" className="text-sm text-danger">
            <ErrorMessage message={problem} />
          </div>
        )}
      </div>
      <DialogFooter>
        <Button variant="secondary" onClick={onClose}>
          {T.dialog.cancel}
        </Button>
        <Button type="submit" disabled={preparing || create.isPending}>
          {preparing || create.isPending ? T.dialog.adding : T.dialog.add}
        </Button>
      </DialogFooter>
    </form>
  );
}

/**
 * What the cook planned from outside the plan (the recipe view, the library), in a status box at
 * the bottom of the screen: "Planned: Mushroom Risotto, Dinner on Tuesday, December 2" with a link
 * to that week. `key` a new one per entry.
 */
export function PlannedNotice({ entry, onClose }: { entry: PlanEntry; onClose: () => void }) {
  const title = entry.recipe?.title ?? entry.note ?? '';
  return (
    <BottomNotice
      onClose={onClose}
      icon={<CalendarCheck aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-brand-600" />}
    >
      <p className="text-ink">
        {T.planned(title, T.slots[entry.slot], dayLabel(entry.date, planLocale()))}
      </p>
      <Link
        to={`/app/plan?week=${entry.date}`}
        className="mt-2 inline-block font-medium text-brand-700 underline underline-offset-2"
      >
        {T.openPlan}
      </Link>
    </BottomNotice>
  );
}

/**
 * "Add to plan" for a recipe chosen outside the plan, and once added the notice: open while
 * `recipe` is given; the notice shows after the dialog closes. Loaded lazily by its callers
 * (useAddToPlan; the generation wizard's options, which pass `prepare`).
 */
export function PlanRecipeDialogs({
  recipe,
  onClose,
  prepare,
  onAdded,
}: {
  recipe: PlannedRecipe | null;
  onClose: () => void;
  prepare?: AddToPlanDialogProps['prepare'];
  onAdded?: AddToPlanDialogProps['onAdded'];
}) {
  const [planned, setPlanned] = useState<PlanEntry | null>(null);
  return (
    <>
      <AddToPlanDialog
        open={recipe !== null}
        onOpenChange={(open) => !open && onClose()}
        {...(recipe ? { recipe } : {})}
        {...(prepare ? { prepare } : {})}
        onAdded={(entry) => {
          setPlanned(entry);
          onAdded?.(entry);
        }}
      />
      {planned && recipe === null && (
        <PlannedNotice key={planned.id} entry={planned} onClose={() => setPlanned(null)} />
      )}
    </>
  );
}
