import { CalendarDays, CalendarPlus, ChevronLeft, ChevronRight, ShoppingCart } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { serverDetailOr } from '#src/api/errors';
import { ErrorMessage, ErrorState } from '#src/components/error-state';
import { Button } from '#src/components/ui/button';
import { Spinner } from '#src/components/ui/spinner';
import { useDocumentTitle } from '#src/components/use-document-title';
import { now } from '#src/lib/clock';
import {
  type PlanEntry,
  useDeletePlanEntry,
  useMarkPlanEntryCooked,
  usePlan,
  useUpdatePlanEntry,
} from '#src/features/plan/api/plan';
import { PlanWeek } from '#src/features/plan/components/plan-week';
import { planLocale, shortDate } from '#src/features/plan/model/locale';
import {
  addDays,
  firstDayOfWeek,
  isoDay,
  type PlanSlot,
  weekDays,
  weekStart,
} from '#src/features/plan/model/week';
import { PLAN_TEXTS as T } from '#src/features/plan/texts';
import { lazyCode, lazyComponent } from '#src/lib/lazy-code';

/** The dialogs load on their first opening (or after the week is shown), not with the page. */
const addCode = lazyCode(() => import('#src/features/plan/components/add-to-plan-dialog'));
const moveCode = lazyCode(() => import('#src/features/plan/components/move-entry-dialog'));
const AddToPlanDialog = lazyComponent(addCode, (module) => module.AddToPlanDialog);
const MoveEntryDialog = lazyComponent(moveCode, (module) => module.MoveEntryDialog);
/** "Shopping list for this week" puts the week's recipes on the list; its status box loads then. */
const addedToListCode = lazyCode(() => import('#src/features/shopping/components/added-to-list'));
const AddedToList = lazyComponent(addedToListCode, (module) => module.AddedToList);
/** "Add to calendar": the private calendar feed's dialog (its code loads after the page). */
const calendarCode = lazyCode(() => import('#src/features/plan/components/calendar-feed-dialog'));
const CalendarFeedDialog = lazyComponent(calendarCode, (module) => module.CalendarFeedDialog);
/** The household's line, button and dialog load with the page, in a chunk of their own. */
const householdCode = lazyCode(() => import('#src/features/household/components/household'));
const HouseholdSummary = lazyComponent(householdCode, (module) => module.HouseholdSummary);
const HouseholdButton = lazyComponent(householdCode, (module) => module.HouseholdButton);
const HouseholdDialog = lazyComponent(householdCode, (module) => module.HouseholdDialog);
const loadDialogs = () => {
  void addCode.load().catch(() => {});
  void moveCode.load().catch(() => {});
};

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The meal plan at /app/plan: a week (Monday first in German, the locale's first day in English),
 * previous / this / next week (?week=YYYY-MM-DD), four meals a day, add, move (drag or "Move to…"),
 * mark cooked, remove; loading, empty and error states.
 */
export default function PlanScreen() {
  useDocumentTitle(T.title);
  const locale = planLocale();
  const firstDay = firstDayOfWeek(locale);
  const today = isoDay(new Date(now()));
  const [params, setParams] = useSearchParams();
  const asked = params.get('week');
  const start = weekStart(asked && DAY_PATTERN.test(asked) ? asked : today, firstDay);
  const days = weekDays(start);
  const end = days[6]!;
  const plan = usePlan(start, end);
  const update = useUpdatePlanEntry();
  const remove = useDeletePlanEntry();
  const cooked = useMarkPlanEntryCooked();
  const [adding, setAdding] = useState<{ day: string; slot: PlanSlot } | null>(null);
  const [moving, setMoving] = useState<PlanEntry | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [calendarOpen, setCalendarOpen] = useState(false);
  const [householdOpen, setHouseholdOpen] = useState(false);
  // Each press adds the shown week once: a new number, a new status box.
  const [listing, setListing] = useState<{ count: number; from: string; to: string } | null>(null);
  useEffect(() => {
    if (plan.data) loadDialogs();
  }, [plan.data]);

  const goTo = (week: string) =>
    setParams(week === weekStart(today, firstDay) ? {} : { week }, { replace: false });
  const failed = (error: unknown) => setProblem(serverDetailOr(error, T.actionFailed));
  const move = (entryId: number, day: string, slot: PlanSlot) => {
    setProblem(null);
    update.mutate({ id: entryId, date: day, slot }, { onError: failed });
  };

  let body;
  if (plan.isError) {
    body = (
      <ErrorState message={T.loadFailed} onRetry={() => void plan.refetch()} retryLabel={T.retry} />
    );
  } else if (!plan.data) {
    body = <Spinner label={T.loading} showLabel className="py-16" />;
  } else {
    body = (
      <>
        {plan.data.entries.length === 0 && (
          <div className="rounded-xl border border-dashed border-stone-300 bg-white p-6 text-center">
            <p className="font-semibold text-ink">{T.empty}</p>
            <p className="mt-1 text-sm text-muted">{T.emptyHint}</p>
          </div>
        )}
        <PlanWeek
          days={days}
          today={today}
          locale={locale}
          entries={plan.data.entries}
          onAdd={(day, slot) => {
            loadDialogs();
            setAdding({ day, slot });
          }}
          onDrop={(id, day, slot) => {
            const entry = plan.data.entries.find((e) => e.id === id);
            if (entry && (entry.date !== day || entry.slot !== slot)) move(id, day, slot);
          }}
          onCooked={(entry) => {
            setProblem(null);
            cooked.mutate(entry.id, { onError: failed });
          }}
          onMove={(entry) => {
            loadDialogs();
            setMoving(entry);
          }}
          onRemove={(entry) => {
            setProblem(null);
            remove.mutate(entry.id, { onError: failed });
          }}
        />
      </>
    );
  }

  return (
    <div className="mx-auto flex max-w-[96rem] flex-col gap-5 px-4 py-8 sm:px-6 lg:py-10">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="flex items-center gap-2 text-2xl font-bold text-ink">
            <CalendarDays aria-hidden="true" className="h-6 w-6 text-brand-600" />
            {T.title}
          </h1>
          <p className="mt-1 text-sm text-muted" aria-live="polite">
            {shortDate(start, locale)} – {shortDate(end, locale)}
          </p>
          <HouseholdSummary onOpen={() => setHouseholdOpen(true)} />
        </div>
        <nav aria-label={T.title} className="flex flex-wrap items-center gap-2">
          <Button
            variant="secondary"
            size="icon"
            aria-label={T.previousWeek}
            title={T.previousWeek}
            onClick={() => goTo(addDays(start, -7))}
          >
            <ChevronLeft aria-hidden="true" className="h-5 w-5" />
          </Button>
          <Button variant="secondary" size="sm" onClick={() => goTo(weekStart(today, firstDay))}>
            {T.thisWeek}
          </Button>
          <Button
            variant="secondary"
            size="icon"
            aria-label={T.nextWeek}
            title={T.nextWeek}
            onClick={() => goTo(addDays(start, 7))}
          >
            <ChevronRight aria-hidden="true" className="h-5 w-5" />
          </Button>
          <Button
            variant="secondary"
            size="sm"
            disabled={!plan.data}
            onClick={() => {
              void addedToListCode.load().catch(() => {});
              setListing({ count: (listing?.count ?? 0) + 1, from: start, to: end });
            }}
          >
            <ShoppingCart aria-hidden="true" className="h-4 w-4" />
            {T.shoppingList}
          </Button>
          <Button
            variant="secondary"
            size="sm"
            aria-haspopup="dialog"
            onClick={() => setCalendarOpen(true)}
          >
            <CalendarPlus aria-hidden="true" className="h-4 w-4" />
            {T.addToCalendar}
          </Button>
          <HouseholdButton onOpen={() => setHouseholdOpen(true)} />
        </nav>
      </header>
      {problem && <ErrorMessage message={problem} />}
      {body}
      <AddToPlanDialog
        open={adding !== null}
        onOpenChange={(open) => !open && setAdding(null)}
        date={adding?.day ?? today}
        slot={adding?.slot ?? 'dinner'}
      />
      {listing && (
        <AddedToList
          key={listing.count}
          addition={{ from: listing.from, to: listing.to }}
          onClose={() => setListing(null)}
        />
      )}
      <CalendarFeedDialog open={calendarOpen} onOpenChange={setCalendarOpen} />
      <HouseholdDialog open={householdOpen} onOpenChange={setHouseholdOpen} />
      <MoveEntryDialog
        entry={moving}
        days={days}
        locale={locale}
        onOpenChange={(open) => !open && setMoving(null)}
        onMove={(entry, day, slot) => {
          setMoving(null);
          move(entry.id, day, slot);
        }}
      />
    </div>
  );
}
