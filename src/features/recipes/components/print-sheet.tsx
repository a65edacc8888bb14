import { resolveImageUrl } from '#src/api/image-url';
import { RECIPE_TEXTS } from '#src/features/recipes/texts';
import './print.css';

export interface PrintableRecipe {
  title: string;
  description: string;
  imageUrl: string | null;
  /** "Time", "Difficulty" and "Category" (RECIPE_TEXTS.print) with their values. */
  facts: { label: string; value: string }[];
  servings: number;
  ingredients: string[];
  /** The cooking steps when they are ready. */
  steps?: { heading: string; description: string }[] | undefined;
}

/**
 * The clean printed recipe (hidden on screen): title, facts, ingredients for the chosen servings
 * and the steps when they are ready, in one plain column.
 */
export function PrintSheet({ recipe }: { recipe: PrintableRecipe }) {
  const T = RECIPE_TEXTS.print;
  const image = resolveImageUrl(recipe.imageUrl);
  return (
    <article className="sous-print-sheet hidden text-black print:block" aria-hidden="true">
      <header className="flex items-start gap-6 border-b border-stone-300 pb-4">
        <div className="flex-1">
          <h1 className="text-2xl font-bold">{recipe.title}</h1>
          {recipe.description && <p className="mt-2 text-sm">{recipe.description}</p>}
          <dl className="mt-3 flex flex-wrap gap-x-6 gap-y-1 text-sm">
            {recipe.facts.map((fact) => (
              <div key={fact.label} className="flex gap-1">
                <dt className="font-semibold">{T.fact(fact.label)}</dt>
                <dd>{fact.value}</dd>
              </div>
            ))}
          </dl>
        </div>
        {image && <img src={image} alt="" className="h-28 w-28 rounded object-cover" />}
      </header>
      <section className="mt-4 break-inside-avoid">
        <h2 className="text-lg font-bold">{T.ingredients(recipe.servings)}</h2>
        <ul className="mt-2 list-disc columns-2 gap-8 pl-5 text-sm">
          {recipe.ingredients.map((line, index) => (
            <li key={`${index}-${line}`}>{line}</li>
          ))}
        </ul>
      </section>
      {recipe.steps && recipe.steps.length > 0 && (
        <section className="mt-4">
          <h2 className="text-lg font-bold">{T.instructions}</h2>
          <ol className="mt-2 list-decimal space-y-2 pl-5 text-sm">
            {recipe.steps.map((step, index) => (
              <li key={`${index}-${step.heading}`} className="break-inside-avoid">
                <span className="font-semibold">{step.heading}.</span> {step.description}
              </li>
            ))}
          </ol>
        </section>
      )}
    </article>
  );
}
