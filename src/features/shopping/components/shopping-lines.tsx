import { PencilLine, X } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '#src/components/ui/button';
import type { ShoppingItem, ShoppingSection } from '#src/features/shopping/api/shopping';
import { formatAmount } from '#src/lib/amount-text';
import { amountsText } from '#src/features/shopping/model/amount';
import { SHOPPING_TEXTS as T } from '#src/features/shopping/texts';

export interface LineEdit {
  name: string;
  quantity: number | null;
  unit: string;
}

export interface ShoppingLinesProps {
  items: readonly ShoppingItem[];
  onToggle: (item: ShoppingItem, checked: boolean) => void;
  onEdit: (item: ShoppingItem, edit: LineEdit) => void;
  onRemove: (item: ShoppingItem) => void;
  /** Lines typed while offline (or a moment ago) that the server does not have yet: shown, not editable. */
  unsaved?: ReadonlySet<number>;
}

/** The lines under their shop sections, in the order the server answers (shop order). */
export function ShoppingLines({ items, onToggle, onEdit, onRemove, unsaved }: ShoppingLinesProps) {
  const [editing, setEditing] = useState<number | null>(null);
  const sections: { section: ShoppingSection; items: ShoppingItem[] }[] = [];
  for (const item of items) {
    const last = sections.at(-1);
    if (last?.section === item.section) last.items.push(item);
    else sections.push({ section: item.section, items: [item] });
  }
  return (
    <div className="flex flex-col gap-5">
      {sections.map(({ section, items: lines }) => (
        <section key={section} aria-labelledby={`shopping-${section}`}>
          <h2
            id={`shopping-${section}`}
            className="mb-1.5 text-xs font-semibold uppercase tracking-wide text-muted"
          >
            {T.sections[section]}
          </h2>
          <ul className="divide-y divide-stone-100 overflow-hidden rounded-xl border border-stone-200 bg-white">
            {lines.map((item) =>
              editing === item.id ? (
                <li key={item.id} className="p-3">
                  <EditLine
                    item={item}
                    onCancel={() => setEditing(null)}
                    onSave={(edit) => {
                      setEditing(null);
                      onEdit(item, edit);
                    }}
                  />
                </li>
              ) : (
                <Line
                  key={item.id}
                  item={item}
                  unsaved={unsaved?.has(item.id) ?? false}
                  onToggle={onToggle}
                  onEdit={() => setEditing(item.id)}
                  onRemove={onRemove}
                />
              ),
            )}
          </ul>
        </section>
      ))}
    </div>
  );
}

function Line({
  item,
  unsaved,
  onToggle,
  onEdit,
  onRemove,
}: {
  item: ShoppingItem;
  unsaved: boolean;
  onToggle: ShoppingLinesProps['onToggle'];
  onEdit: () => void;
  onRemove: ShoppingLinesProps['onRemove'];
}) {
  const id = useId();
  const amount = amountsText(item.amounts);
  // The tick shows the moment it is tapped; the list (and its order) follows the saved answer.
  const [checked, setChecked] = useState(item.checked);
  useEffect(() => setChecked(item.checked), [item.checked]);
  return (
    <li className="flex items-start gap-3 px-3 py-2" data-checked={checked || undefined}>
      <input
        id={id}
        type="checkbox"
        checked={checked}
        disabled={unsaved}
        // The label's bold amount and the name read as one ("500 g plain flour") in every reader.
        aria-label={amount ? `${amount} ${item.name}` : item.name}
        onChange={(event) => {
          setChecked(event.target.checked);
          onToggle(item, event.target.checked);
        }}
        className="mt-1 h-5 w-5 shrink-0 cursor-pointer rounded border-2 border-stone-400 accent-brand-600 disabled:cursor-default disabled:opacity-50"
      />
      <div className="min-w-0 flex-1">
        <label
          htmlFor={id}
          className={`block cursor-pointer break-words ${checked ? 'text-muted line-through' : 'text-ink'}`}
        >
          {amount && <span className="font-semibold">{amount} </span>}
          {item.name}
        </label>
        <p className="text-xs text-muted">
          {unsaved ? (
            T.unsaved
          ) : item.manual ? (
            T.typed
          ) : (
            <>
              {T.from}{' '}
              {item.recipes.map((recipe, index) => (
                <span key={recipe.id}>
                  {index > 0 && ', '}
                  <Link
                    to={`/app/recipe/${recipe.id}`}
                    className="underline decoration-stone-300 underline-offset-2 hover:text-brand-700"
                  >
                    {recipe.title}
                  </Link>
                </span>
              ))}
            </>
          )}
        </p>
      </div>
      {!unsaved && (
        <>
          <Button
            variant="ghost"
            size="icon"
            aria-label={T.edit(item.name)}
            title={T.edit(item.name)}
            onClick={onEdit}
          >
            <PencilLine aria-hidden="true" className="h-4 w-4" />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            aria-label={T.remove(item.name)}
            title={T.remove(item.name)}
            onClick={() => onRemove(item)}
          >
            <X aria-hidden="true" className="h-4 w-4" />
          </Button>
        </>
      )}
    </li>
  );
}

const INPUT =
  'min-h-11 w-full rounded-lg border border-stone-300 bg-white px-3 text-ink focus-visible:outline-2 focus-visible:outline-brand-600';

/** A line's name and amount, edited in place; Escape or Cancel leaves it as it was. */
function EditLine({
  item,
  onSave,
  onCancel,
}: {
  item: ShoppingItem;
  onSave: (edit: LineEdit) => void;
  onCancel: () => void;
}) {
  const first = item.amounts[0];
  const [quantity, setQuantity] = useState(first ? formatAmount(first.quantity) : '');
  const [unit, setUnit] = useState(first?.unit ?? '');
  const [name, setName] = useState(item.name);
  const [error, setError] = useState<string | null>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const errorId = useId();
  useEffect(() => nameRef.current?.focus(), []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) {
      setError(T.editForm.nameRequired);
      nameRef.current?.focus();
      return;
    }
    const amount = Number(quantity.replace(',', '.'));
    const hasAmount = quantity.trim() !== '' && amount > 0;
    onSave({
      name: trimmed,
      quantity: hasAmount ? amount : null,
      unit: hasAmount ? unit.trim() : '',
    });
  };

  const escape = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onCancel();
    }
  };
  // The three fields of the row: named for screen readers, Escape leaves the line as it was.
  const field = (label: string) => ({ 'aria-label': label, onKeyDown: escape, className: INPUT });
  return (
    <form
      onSubmit={submit}
      className="grid grid-cols-[5rem_5rem_1fr] gap-2 max-sm:grid-cols-2"
      noValidate
    >
      <input
        {...field(T.editForm.quantity)}
        inputMode="decimal"
        value={quantity}
        onChange={(event) => setQuantity(event.target.value)}
        placeholder={T.editForm.quantity}
      />
      <input
        {...field(T.editForm.unit)}
        value={unit}
        maxLength={40}
        onChange={(event) => setUnit(event.target.value)}
        placeholder={T.editForm.unit}
      />
      <input
        {...field(T.editForm.name)}
        ref={nameRef}
        value={name}
        maxLength={120}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => setName(event.target.value)}
        className={`${INPUT} max-sm:col-span-2`}
      />
      {error && (
        <p id={errorId} role="alert" className="col-span-full text-sm text-danger">
          {error}
        </p>
      )}
      <div className="col-span-full flex justify-end gap-2">
        <Button type="button" variant="secondary" size="sm" onClick={onCancel}>
          {T.editForm.cancel}
        </Button>
        <Button type="submit" size="sm">
          {T.editForm.save}
        </Button>
      </div>
    </form>
  );
}
