import { ShoppingCart } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { serverDetailOr } from '#src/api/errors';
import { ErrorMessage, ErrorState } from '#src/components/error-state';
import { Button } from '#src/components/ui/button';
import { TextField } from '#src/components/ui/field';
import { Spinner } from '#src/components/ui/spinner';
import { useDocumentTitle } from '#src/components/use-document-title';
import {
  useClearCheckedShoppingItems,
  useCreateShoppingItem,
  useDeleteShoppingItem,
  usePendingShoppingWrites,
  useShoppingList,
  useUpdateShoppingItem,
} from '#src/features/shopping/api/shopping';
import { ShoppingLines } from '#src/features/shopping/components/shopping-lines';
import { parseTypedItem } from '#src/features/shopping/model/amount';
import { applyPendingWrites } from '#src/features/shopping/model/pending';
import { SHOPPING_TEXTS as T } from '#src/features/shopping/texts';
import { lazyCode, lazyComponent } from '#src/lib/lazy-code';
import { useOnline } from '#src/lib/use-online';

/** The pantry dialog loads after the list is shown (or on its first opening), not with the page. */
const pantryCode = lazyCode(() => import('#src/features/shopping/components/pantry-dialog'));
const PantryDialog = lazyComponent(pantryCode, (module) => module.PantryDialog);
const loadPantry = () => void pantryCode.load().catch(() => {});
/** The household's line, button and dialog load with the page, in a chunk of their own. */
const householdCode = lazyCode(() => import('#src/features/household/components/household'));
const HouseholdSummary = lazyComponent(householdCode, (module) => module.HouseholdSummary);
const HouseholdButton = lazyComponent(householdCode, (module) => module.HouseholdButton);
const HouseholdDialog = lazyComponent(householdCode, (module) => module.HouseholdDialog);

/**
 * The shopping list at /app/shopping: lines by shop section in shop order, each with what to buy
 * and the recipes it came from; check off (at once), edit, remove; a line typed by hand; "Clear
 * checked"; the pantry staples; loading, empty and error states. Offline it shows the list as last
 * read with the cook's edits applied, and says how many wait for the connection.
 */
export default function ShoppingScreen() {
  useDocumentTitle(T.title);
  const list = useShoppingList();
  const writes = usePendingShoppingWrites();
  const online = useOnline();
  const update = useUpdateShoppingItem();
  const remove = useDeleteShoppingItem();
  const clear = useClearCheckedShoppingItems();
  const [pantryOpen, setPantryOpen] = useState(false);
  const [householdOpen, setHouseholdOpen] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    if (list.data) loadPantry();
  }, [list.data]);

  const failed = (error: unknown) => setProblem(serverDetailOr(error, T.actionFailed));
  const shown = list.data && applyPendingWrites(list.data, writes);
  const items = shown?.list.items ?? [];
  const waiting = writes.filter((write) => write.paused).length;
  const checked = items.filter((item) => item.checked).length;
  const open = items.length - checked;

  let body;
  if (list.isError) {
    body = (
      <ErrorState message={T.loadFailed} onRetry={() => void list.refetch()} retryLabel={T.retry} />
    );
  } else if (!list.data) {
    body = <Spinner label={T.loading} showLabel className="py-16" />;
  } else if (items.length === 0) {
    body = (
      <div className="rounded-xl border border-dashed border-stone-300 bg-white p-6 text-center">
        <p className="font-semibold text-ink">{T.empty}</p>
        <p className="mt-1 text-sm text-muted">{T.emptyHint}</p>
        <p className="mt-3 flex flex-wrap justify-center gap-x-4 gap-y-1 text-sm font-medium">
          <Link to="/app/plan" className="text-brand-700 underline underline-offset-2">
            {T.openPlan}
          </Link>
          <Link to="/app/recipes" className="text-brand-700 underline underline-offset-2">
            {T.openLibrary}
          </Link>
        </p>
      </div>
    );
  } else {
    body = (
      <ShoppingLines
        items={items}
        unsaved={shown?.unsaved}
        onToggle={(item, value) => {
          setProblem(null);
          update.mutate({ id: item.id, checked: value }, { onError: failed });
        }}
        onEdit={(item, edit) => {
          setProblem(null);
          update.mutate(
            {
              id: item.id,
              name: edit.name,
              quantity: edit.quantity,
              ...(edit.quantity === null ? {} : { unit: edit.unit }),
            },
            { onError: failed },
          );
        }}
        onRemove={(item) => {
          setProblem(null);
          remove.mutate(item.id, { onError: failed });
        }}
      />
    );
  }

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-5 px-4 py-8 sm:px-6 lg:py-10">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="flex items-center gap-2 text-2xl font-bold text-ink">
            <ShoppingCart aria-hidden="true" className="h-6 w-6 text-brand-600" />
            {T.title}
          </h1>
          {items.length > 0 && (
            <p className="mt-1 text-sm text-muted" aria-live="polite">
              {open > 0 ? T.toBuy(open) : T.allDone}
            </p>
          )}
          <HouseholdSummary onOpen={() => setHouseholdOpen(true)} />
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <HouseholdButton onOpen={() => setHouseholdOpen(true)} />
          <Button
            variant="secondary"
            size="sm"
            onClick={() => {
              loadPantry();
              setPantryOpen(true);
            }}
          >
            {T.pantryButton}
          </Button>
          {checked > 0 && (
            <Button
              variant="secondary"
              size="sm"
              disabled={clear.isPending}
              onClick={() => {
                setProblem(null);
                clear.mutate(undefined, { onError: failed });
              }}
            >
              {T.clearChecked(checked)}
            </Button>
          )}
        </div>
      </header>
      {list.data && <AddItem onFailed={failed} />}
      {problem && <ErrorMessage message={problem} className="text-sm text-danger" />}
      {!online && waiting > 0 && (
        <p role="status" className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {T.waiting(waiting)}
        </p>
      )}
      {body}
      <PantryDialog open={pantryOpen} onOpenChange={setPantryOpen} />
      <HouseholdDialog open={householdOpen} onOpenChange={setHouseholdOpen} />
    </div>
  );
}

/** "Add an item": a line typed by hand; a leading amount ("2 lemons", "500 g flour") is its amount. */
function AddItem({ onFailed }: { onFailed: (error: unknown) => void }) {
  const create = useCreateShoppingItem();
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!typed.trim()) {
      setError(T.add.required);
      return;
    }
    setError(undefined);
    // The line shows at once (offline too, until the connection is back); the field is free for the next.
    setTyped('');
    create.mutate(parseTypedItem(typed), {
      onError: (problem) => {
        setTyped((current) => current || typed);
        onFailed(problem);
      },
    });
  };
  return (
    <form onSubmit={submit} className="flex items-end gap-2" noValidate>
      <TextField
        className="flex-1"
        label={T.add.label}
        placeholder={T.add.placeholder}
        value={typed}
        maxLength={120}
        error={error}
        onChange={(event) => setTyped(event.target.value)}
      />
      <Button type="submit" className={error ? 'mb-7' : ''}>
        {T.add.submit}
      </Button>
    </form>
  );
}
