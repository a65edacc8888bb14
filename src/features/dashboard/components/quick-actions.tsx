import { ChefHat, Search, Settings } from 'lucide-react';
import { Link } from 'react-router-dom';
import { DASHBOARD_TEXTS as T } from '#src/features/dashboard/texts';

const BASE =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-4 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

/** The dashboard's three actions: Generate Recipe, Find New Recipes and Profile Settings. */
export function QuickActions() {
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
      <Link to="/app/generate" className={`${BASE} bg-brand-600 text-white hover:bg-brand-700`}>
        <ChefHat aria-hidden="true" className="h-4 w-4" />
        {T.generateRecipe}
      </Link>
      <Link
        to="/app/recipes"
        className={`${BASE} border border-stone-300 bg-white text-ink hover:bg-stone-50`}
      >
        <Search aria-hidden="true" className="h-4 w-4" />
        {T.findRecipes}
      </Link>
      <Link
        to="/app/settings"
        className={`${BASE} border border-stone-300 bg-white text-ink hover:bg-stone-50`}
      >
        <Settings aria-hidden="true" className="h-4 w-4" />
        {T.profileSettings}
      </Link>
    </div>
  );
}
