import type { LocaleBundle } from '#src/lib/i18n/language';
import account from '#src/features/account/texts.en';
import accountRights from '#src/features/account/rights-texts.en';
import collections from '#src/features/collections/texts.en';
import collectionList from '#src/features/collections/list-texts.en';
import cook from '#src/features/cook/texts.en';
import dashboard from '#src/features/dashboard/texts.en';
import generate from '#src/features/generate/texts.en';
import plan from '#src/features/plan/texts.en';
import planCalendar from '#src/features/plan/calendar-texts.en';
import shopping from '#src/features/shopping/texts.en';
import offline from '#src/features/offline/texts.en';
import household from '#src/features/household/texts.en';
import recipes from '#src/features/recipes/texts.en';
import recipeList from '#src/features/recipes/list-texts.en';
import library from '#src/features/recipes/library-texts.en';
import freeOfFilter from '#src/features/recipes/free-of-texts.en';
import shell from '#src/features/shell/texts.en';
import publicTexts from '#src/features/public/texts.en';
import format from '#src/lib/texts.en';
import errors from '#src/api/texts.en';
import contact from '#src/content/contact.en';
import landing from '#src/content/landing.en';
import about from '#src/content/about.en';
import team from '#src/content/team.en';
import privacy from '#src/content/privacy.en';
// issue #18, the app screens' remaining texts:
import components from '#src/components/texts.en';

/** Every namespace in English; loaded on demand (a chunk of its own). Add a feature's texts.en.ts here. */
export default {
  account,
  accountRights,
  collections,
  collectionList,
  cook,
  dashboard,
  generate,
  plan,
  planCalendar,
  shopping,
  offline,
  household,
  recipes,
  recipeList,
  library,
  freeOfFilter,
  shell,
  public: publicTexts,
  format,
  errors,
  contact,
  landing,
  about,
  team,
  privacy,
  components,
} satisfies LocaleBundle;
