import { BookMarked, Clock, Flame, UtensilsCrossed, type LucideIcon } from 'lucide-react';
import type { UserStats } from '#src/api/types';
import { formatTime } from '#src/lib/format';
import { PanelError } from './panel-error';
import { DASHBOARD_TEXTS as T } from '#src/features/dashboard/texts';

const CARDS: readonly {
  key: keyof UserStats;
  label: () => string;
  icon: LucideIcon;
  format: (stats: UserStats) => string;
}[] = [
  {
    key: 'recipes_saved',
    label: () => T.recipesSaved,
    icon: BookMarked,
    format: (s) => String(s.recipes_saved),
  },
  {
    key: 'cooked_this_week',
    label: () => T.cookedThisWeek,
    icon: UtensilsCrossed,
    format: (s) => String(s.cooked_this_week),
  },
  {
    key: 'average_cook_time_minutes',
    label: () => T.avgCookTime,
    icon: Clock,
    format: (s) => formatTime(s.average_cook_time_minutes),
  },
  {
    key: 'streak_days',
    label: () => T.dayStreak,
    icon: Flame,
    format: (s) => T.days(s.streak_days),
  },
];

/** The four dashboard numbers (recipes saved, cooked this week, average cook time, streak). */
export function StatCards({
  stats,
  loading = false,
  error,
  onRetry,
}: {
  stats?: UserStats | undefined;
  loading?: boolean;
  error?: string | null;
  onRetry?: () => void;
}) {
  if (error) return <PanelError message={error} onRetry={onRetry ?? (() => undefined)} />;
  return (
    <ul
      aria-label={T.statsHeading}
      aria-busy={loading}
      className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4"
    >
      {CARDS.map((card) => (
        <li key={card.key} className="rounded-2xl bg-white p-4 ring-1 ring-stone-200 sm:p-5">
          <div className="flex items-center gap-2 text-muted">
            <card.icon aria-hidden="true" className="h-4 w-4 text-brand-600" />
            <span className="text-xs font-medium uppercase tracking-wide sm:text-sm sm:normal-case sm:tracking-normal">
              {card.label()}
            </span>
          </div>
          {stats && !loading ? (
            <p className="mt-2 text-2xl font-bold text-ink sm:text-3xl">{card.format(stats)}</p>
          ) : (
            <p className="mt-2">
              <span
                aria-hidden="true"
                className="block h-8 w-16 animate-pulse rounded bg-stone-200"
              />
              <span className="sr-only">{T.loading}</span>
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}
