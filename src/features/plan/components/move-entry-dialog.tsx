import { useId, useState } from 'react';
import { Button } from '#src/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
} from '#src/components/ui/dialog';
import type { PlanEntry } from '#src/features/plan/api/plan';
import { dayLabel } from '#src/features/plan/model/locale';
import { PLAN_SLOTS, type PlanSlot } from '#src/features/plan/model/week';
import { PLAN_TEXTS as T } from '#src/features/plan/texts';
import { entryName } from './plan-entry-card';

export const SELECT =
  'block min-h-11 w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-base text-ink focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600';

/** "Move to…": the keyboard's way to move an entry, a day of the shown week and a meal. Controlled. */
export function MoveEntryDialog({
  entry,
  days,
  locale,
  onOpenChange,
  onMove,
}: {
  /** The entry to move; the dialog is open while it is set. */
  entry: PlanEntry | null;
  days: readonly string[];
  locale: string;
  onOpenChange: (open: boolean) => void;
  onMove: (entry: PlanEntry, day: string, slot: PlanSlot) => void;
}) {
  return (
    <Dialog open={entry !== null} onOpenChange={onOpenChange}>
      {entry && (
        <DialogContent size="sm">
          <MoveForm
            entry={entry}
            days={days}
            locale={locale}
            onCancel={() => onOpenChange(false)}
            onMove={onMove}
          />
        </DialogContent>
      )}
    </Dialog>
  );
}

function MoveForm({
  entry,
  days,
  locale,
  onCancel,
  onMove,
}: {
  entry: PlanEntry;
  days: readonly string[];
  locale: string;
  onCancel: () => void;
  onMove: (entry: PlanEntry, day: string, slot: PlanSlot) => void;
}) {
  const id = useId();
  const [day, setDay] = useState(days.includes(entry.date) ? entry.date : days[0]!);
  const [slot, setSlot] = useState<PlanSlot>(entry.slot);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onMove(entry, day, slot);
      }}
    >
      <DialogTitle>{T.move.title}</DialogTitle>
      <DialogDescription className="mt-1">{T.move.description(entryName(entry))}</DialogDescription>
      <div className="mt-4 flex flex-col gap-4">
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-day`} className="text-sm font-medium text-ink">
            {T.move.day}
          </label>
          <select
            id={`${id}-day`}
            value={day}
            onChange={(event) => setDay(event.target.value)}
            className={SELECT}
          >
            {days.map((d) => (
              <option key={d} value={d}>
                {dayLabel(d, locale)}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-slot`} className="text-sm font-medium text-ink">
            {T.move.slot}
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
      </div>
      <DialogFooter>
        <Button variant="secondary" onClick={onCancel}>
          {T.move.cancel}
        </Button>
        <Button type="submit">{T.move.move}</Button>
      </DialogFooter>
    </form>
  );
}
