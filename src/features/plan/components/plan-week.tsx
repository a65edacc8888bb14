import { Plus } from 'lucide-react';
import { useState } from 'react';
import type { PlanEntry } from '#src/features/plan/api/plan';
import { dayLabel } from '#src/features/plan/model/locale';
import { PLAN_SLOTS, type PlanSlot } from '#src/features/plan/model/week';
import { PLAN_TEXTS as T } from '#src/features/plan/texts';
import { PlanEntryCard } from './plan-entry-card';

export interface PlanWeekProps {
  days: readonly string[];
  today: string;
  locale: string;
  entries: readonly PlanEntry[];
  onAdd: (day: string, slot: PlanSlot) => void;
  onDrop: (entryId: number, day: string, slot: PlanSlot) => void;
  onCooked: (entry: PlanEntry) => void;
  onMove: (entry: PlanEntry) => void;
  onRemove: (entry: PlanEntry) => void;
}

/**
 * The week: a column per day (stacked on phones), today marked, each with the four meals; an entry
 * drops into any meal of the week, and each meal has its "+" to add a recipe or a note.
 */
export function PlanWeek({
  days,
  today,
  locale,
  entries,
  onAdd,
  onDrop,
  ...actions
}: PlanWeekProps) {
  const [over, setOver] = useState<string | null>(null);
  return (
    <div className="grid grid-cols-1 gap-3 md:grid-cols-2 xl:grid-cols-7">
      {days.map((day) => {
        const isToday = day === today;
        const label = dayLabel(day, locale);
        return (
          <section
            key={day}
            aria-label={label}
            data-day={day}
            aria-current={isToday ? 'date' : undefined}
            className={`flex min-w-0 flex-col gap-2 rounded-xl border p-2 ${isToday ? 'border-brand-500 bg-brand-50' : 'border-stone-200 bg-stone-50'}`}
          >
            <h2 className="flex flex-wrap items-center gap-2 px-1 text-sm font-semibold text-ink">
              {label}
              {isToday && (
                <span className="rounded-full bg-brand-600 px-2 py-0.5 text-xs font-semibold text-white">
                  {T.today}
                </span>
              )}
            </h2>
            {PLAN_SLOTS.map((slot) => {
              const key = `${day}/${slot}`;
              const inSlot = entries.filter((e) => e.date === day && e.slot === slot);
              const slotLabel = T.slots[slot];
              return (
                <div
                  key={slot}
                  role="group"
                  aria-label={`${slotLabel}, ${label}`}
                  data-slot={slot}
                  onDragOver={(event) => {
                    if (!event.dataTransfer.types.includes('application/x-sous-plan-entry')) return;
                    event.preventDefault();
                    event.dataTransfer.dropEffect = 'move';
                    setOver(key);
                  }}
                  onDragLeave={() => setOver((current) => (current === key ? null : current))}
                  onDrop={(event) => {
                    event.preventDefault();
                    setOver(null);
                    const id = Number(event.dataTransfer.getData('application/x-sous-plan-entry'));
                    if (Number.isInteger(id) && id > 0) onDrop(id, day, slot);
                  }}
                  className={`flex flex-col gap-1 rounded-lg p-1 ${over === key ? 'bg-brand-100 outline-2 outline-brand-400 outline-dashed' : ''}`}
                >
                  <div className="flex items-center justify-between gap-1">
                    <h3 className="px-1 text-xs font-semibold tracking-wide text-muted uppercase">
                      {slotLabel}
                    </h3>
                    <button
                      type="button"
                      aria-label={T.addTo(slotLabel, label)}
                      title={T.addTo(slotLabel, label)}
                      onClick={() => onAdd(day, slot)}
                      className="inline-flex h-11 w-11 items-center justify-center rounded-full text-brand-700 hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-brand-600"
                    >
                      <Plus aria-hidden="true" className="h-4 w-4" />
                    </button>
                  </div>
                  {inSlot.length > 0 && (
                    <ul className="flex flex-col gap-1">
                      {inSlot.map((entry) => (
                        <PlanEntryCard key={entry.id} entry={entry} {...actions} />
                      ))}
                    </ul>
                  )}
                </div>
              );
            })}
          </section>
        );
      })}
    </div>
  );
}
