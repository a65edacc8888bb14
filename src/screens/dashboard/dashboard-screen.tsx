import { Link } from 'react-router-dom';
import { useDocumentTitle } from '#src/components/use-document-title';
import { useSession } from '#src/features/account/api/session';
import { QuickActions } from '#src/features/dashboard/components/quick-actions';
import { dashboardGreeting, dashboardTagline } from '#src/features/dashboard/model/greeting';
import { RecentRecipeList } from '#src/features/dashboard/components/recent-recipe-list';
import { StatCards } from '#src/features/dashboard/components/stat-cards';
import { dashboardErrorMessage, RECENT_COUNT } from '#src/features/dashboard/model/messages';
import { useRecentRecipes } from '#src/features/recipes/api/recipes';
import { useUserStats } from '#src/features/account/api/users';
import { UserLanguageSuggestion } from '#src/features/account/components/user-language-suggestion';
import { DASHBOARD_TEXTS as T } from '#src/features/dashboard/texts';

/** The signed-in home: greeting, the four stats, recent recipes and the main actions. */
export default function DashboardScreen() {
  useDocumentTitle(T.pageTitle);
  const { user } = useSession();
  const stats = useUserStats();
  const recipes = useRecentRecipes();
  const recent = recipes.data
    ? [...recipes.data]
        .sort((a, b) => b.created_at.localeCompare(a.created_at))
        .slice(0, RECENT_COUNT)
    : undefined;

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-8 px-4 py-8 sm:px-6 lg:py-10">
      <header className="flex flex-col gap-5">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">
            {dashboardGreeting(user)}
          </h1>
          <p className="mt-1 text-muted">{dashboardTagline(user)}</p>
        </div>
        <QuickActions />
      </header>
      {user && <UserLanguageSuggestion user={user} />}
      <section aria-labelledby="stats-heading">
        <h2 id="stats-heading" className="sr-only">
          {T.statsHeading}
        </h2>
        <StatCards
          stats={stats.data}
          loading={stats.isPending}
          error={stats.isError ? dashboardErrorMessage(stats.error, T.statsFailed) : null}
          onRetry={() => void stats.refetch()}
        />
      </section>
      <section aria-labelledby="recent-heading" className="flex flex-col gap-4">
        <div className="flex items-center justify-between gap-4">
          <h2 id="recent-heading" className="text-xl font-semibold text-ink">
            {T.recentHeading}
          </h2>
          {recent && recent.length > 0 && (
            <Link
              to="/app/library"
              className="inline-flex min-h-11 items-center rounded text-sm font-semibold text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              {T.viewAll}
            </Link>
          )}
        </div>
        <RecentRecipeList
          recipes={recent}
          loading={recipes.isPending}
          error={recipes.isError ? dashboardErrorMessage(recipes.error, T.recentFailed) : null}
          onRetry={() => void recipes.refetch()}
        />
      </section>
    </div>
  );
}
