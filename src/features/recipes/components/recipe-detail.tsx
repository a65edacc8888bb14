import type { ReactNode } from 'react';
import type { RecipeDetail as RecipeDetailData } from '#src/api/types';
import { baseServingsOf, type AmountStyle } from '#src/lib/scale';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#src/components/ui/tabs';
import { AllergenNote } from './allergen-note';
import { AmountStyleSwitch } from './amount-style-switch';
import { IngredientList } from './ingredient-list';
import { RecipeFacts } from './recipe-facts';
import { RecipeImage } from './recipe-image';
import { ServingsStepper } from './servings-stepper';
import { UnitSystemSwitch } from './unit-system-switch';
import type { UnitSystem } from '#src/features/recipes/model/unit-lines';
import { RECIPE_TEXTS } from '#src/features/recipes/texts';

export type RecipeTab = 'ingredients' | 'nutrition';

export const RECIPE_DETAIL_TEXTS = RECIPE_TEXTS.detail;

/**
 * The recipe side of the recipe view: title, description and the header buttons, the square image,
 * the time / difficulty / category strip, and the Ingredients tab (servings stepper, scaled lines)
 * beside a Nutrition tab that exists only when the recipe has nutrition data.
 */
export function RecipeDetail({
  recipe,
  servings,
  onServingsChange,
  tab,
  onTabChange,
  actions,
  nutrition,
  amountStyle = 'exact',
  onAmountStyleChange,
  unitSystem = 'metric',
  onUnitSystemChange,
  unitSaveFailed = false,
  personal,
}: {
  recipe: RecipeDetailData;
  servings: number;
  onServingsChange: (servings: number) => void;
  tab: RecipeTab;
  onTabChange: (tab: RecipeTab) => void;
  /** The round share, print and more-menu buttons. */
  actions: ReactNode;
  /** The Nutrition Facts label; shown in its tab when the recipe has nutrition data. */
  nutrition?: ReactNode;
  /** Exact scaled amounts (the spec's rule) or kitchen-rounded ones; the switch shows with a handler. */
  amountStyle?: AmountStyle;
  onAmountStyleChange?: (style: AmountStyle) => void;
  /** Metric or US amounts; the Metric / US switch shows beside the servings with a handler. */
  unitSystem?: UnitSystem;
  onUnitSystemChange?: (system: UnitSystem) => void;
  /** Saving the unit choice on the user failed (it then lasts for this view). */
  unitSaveFailed?: boolean;
  /** The cook's rating and note, below the tabs. */
  personal?: ReactNode;
}) {
  const hasNutrition =
    (Boolean(recipe.nutrition) || Boolean(recipe.nutrition_not_counted?.length)) &&
    nutrition !== undefined;
  const active = hasNutrition ? tab : 'ingredients';
  return (
    <article className="flex flex-col gap-6 p-5 lg:p-8">
      <header className="flex flex-col gap-4">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <h1 className="min-w-0 flex-1 basis-56 text-2xl font-bold tracking-tight break-words text-ink lg:text-3xl">
            {recipe.title}
          </h1>
          {actions}
        </div>
        {recipe.description && <p className="text-muted">{recipe.description}</p>}
      </header>
      {/* A square photo is capped by the window's height so the ingredients stay above the fold on
          a laptop; without a photo a low banner stands in for the generic plate. */}
      <RecipeImage
        imageUrl={recipe.image_url}
        alt={recipe.title}
        className={
          recipe.image_url
            ? 'mx-auto aspect-square w-full max-w-[min(28rem,36vh)] rounded-2xl shadow-sm'
            : 'h-24 w-full rounded-2xl'
        }
        emojiClassName={recipe.image_url ? 'text-7xl' : 'text-5xl'}
        priority
      />
      <RecipeFacts
        minutes={recipe.total_time_minutes}
        difficulty={recipe.difficulty}
        category={recipe.food_category}
      />
      <AllergenNote allergens={recipe.allergens} className="px-1 text-sm" />
      <Tabs value={active} onValueChange={(value) => onTabChange(value as RecipeTab)}>
        <TabsList aria-label={RECIPE_DETAIL_TEXTS.tabs}>
          <TabsTrigger value="ingredients">{RECIPE_DETAIL_TEXTS.ingredients}</TabsTrigger>
          {hasNutrition && (
            <TabsTrigger value="nutrition">{RECIPE_DETAIL_TEXTS.nutrition}</TabsTrigger>
          )}
        </TabsList>
        <TabsContent value="ingredients" className="flex flex-col gap-4">
          <div className="flex flex-wrap items-center justify-between gap-x-6 gap-y-3">
            <ServingsStepper servings={servings} onChange={onServingsChange} />
            {onUnitSystemChange && (
              <UnitSystemSwitch
                system={unitSystem}
                onChange={onUnitSystemChange}
                saveFailed={unitSaveFailed}
              />
            )}
          </div>
          <IngredientList
            ingredients={recipe.ingredients}
            baseServings={baseServingsOf(recipe.baseServings)}
            servings={servings}
            amountStyle={amountStyle}
            unitSystem={unitSystem}
            densities={recipe.ingredient_densities}
          />
          {onAmountStyleChange && (
            <AmountStyleSwitch style={amountStyle} onChange={onAmountStyleChange} />
          )}
        </TabsContent>
        {hasNutrition && <TabsContent value="nutrition">{nutrition}</TabsContent>}
      </Tabs>
      {personal}
    </article>
  );
}
