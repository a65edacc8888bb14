import type { LocaleBundle } from '#src/lib/i18n/language';
import account from '#src/features/account/texts.de';
import accountRights from '#src/features/account/rights-texts.de';
import apiTokens from '#src/features/account/api-tokens-texts.de';
import archiveImport from '#src/features/recipes/archive-texts.de';
import plan from '#src/features/plan/texts.de';
import planCalendar from '#src/features/plan/calendar-texts.de';
import shopping from '#src/features/shopping/texts.de';
import offline from '#src/features/offline/texts.de';
import household from '#src/features/household/texts.de';
import collections from '#src/features/collections/texts.de';
import collectionList from '#src/features/collections/list-texts.de';
import cook from '#src/features/cook/texts.de';
import dashboard from '#src/features/dashboard/texts.de';
import generate from '#src/features/generate/texts.de';
import recipes from '#src/features/recipes/texts.de';
import recipeEdit from '#src/features/recipes/edit-texts.de';
import recipeList from '#src/features/recipes/list-texts.de';
import library from '#src/features/recipes/library-texts.de';
import freeOfFilter from '#src/features/recipes/free-of-texts.de';
import allergens from '#src/features/recipes/allergen-texts.de';
import shell from '#src/features/shell/texts.de';
import publicTexts from '#src/features/public/texts.de';
import format from '#src/lib/texts.de';
import errors from '#src/api/texts.de';
import contact from '#src/content/contact.de';
import landing from '#src/content/landing.de';
import about from '#src/content/about.de';
import team from '#src/content/team.de';
import privacy from '#src/content/privacy.de';
// issue #18, the app screens' remaining texts:
import components from '#src/components/texts.de';

/** Every namespace in German; loaded on demand (a chunk of its own). Add a feature's texts.de.ts here. */
export default {
  account,
  accountRights,
  apiTokens,
  archiveImport,
  plan,
  planCalendar,
  shopping,
  offline,
  household,
  collections,
  collectionList,
  cook,
  dashboard,
  generate,
  recipes,
  recipeEdit,
  recipeList,
  library,
  freeOfFilter,
  allergens,
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
