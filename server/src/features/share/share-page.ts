import { createHash } from 'node:crypto';
import type { components } from '#contract/schema.gen.ts';
import {
  formatDailyValue,
  formatNutrientAmount,
  NUTRITION_ROWS,
} from '#contract/nutrition-rows.ts';
import { baseServingsOf, formatAmount, scaleQuantity } from '#contract/servings.ts';
import { scaleAmountsInText } from '#contract/step-scaling.ts';
import { cookAmount, cookAmountText, unitForAmount } from '#contract/kitchen-amounts.ts';
import {
  allergenLineIn,
  CATEGORY_LABELS,
  categoryKey,
  DIFFICULTY_LABELS,
  NUTRIENT_LABELS,
} from '#contract/labels.ts';
import { recipeToJsonLd } from '#contract/recipe-to-jsonld.ts';
import type { SharedRecipe } from './share-service.ts';

type Schemas = components['schemas'];

/** Servings the stepper offers: 1 to 99. */
export const MAX_SHARE_SERVINGS = 99;

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text for HTML content and quoted attribute values. */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

/** JSON inside <script type="application/ld+json">: no "</" (or "<!--") can end or bend the element. */
export const jsonForScript = (value: unknown): string =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');

const CSS = `*{box-sizing:border-box}body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1f2937;background:#faf7f2}main{max-width:46rem;margin:0 auto;padding:1.25rem 1rem 3rem}h1{font-size:1.9rem;line-height:1.2;margin:.25rem 0 .5rem}h2{font-size:1.25rem;margin:2rem 0 .75rem}p.lead{color:#4b5563;margin:0 0 1rem}img.hero{display:block;width:100%;max-width:28rem;aspect-ratio:1;object-fit:cover;border-radius:1rem;background:#eee}.facts{display:flex;flex-wrap:wrap;gap:.5rem;margin:1rem 0;padding:0;list-style:none}.facts li{background:#fff;border:1px solid #e5e7eb;border-radius:999px;padding:.25rem .75rem;font-size:.9rem}.stepper{display:flex;align-items:center;gap:.75rem;margin:0 0 1rem}.stepper a{display:inline-flex;align-items:center;justify-content:center;width:2.5rem;height:2.5rem;border-radius:999px;background:#ea580c;color:#fff;font-size:1.4rem;text-decoration:none}.stepper a[aria-disabled=true]{background:#d1d5db;pointer-events:none}ul.ingredients{padding:0;list-style:none;margin:0}ul.ingredients li{padding:.5rem 0;border-bottom:1px solid #e5e7eb}.amount{font-weight:600}ol.steps{padding-left:1.25rem}ol.steps li{margin:0 0 1rem}ol.steps strong{display:block}table{border-collapse:collapse;width:100%;max-width:22rem;border:2px solid #111;background:#fff}td,th{padding:.2rem .5rem;border-top:1px solid #111;text-align:left;font-size:.9rem}td.dv{text-align:right}.sub td:first-child{padding-left:1.5rem}caption{text-align:left;font-weight:800;font-size:1.3rem;padding:.25rem 0}footer{margin-top:3rem;color:#6b7280;font-size:.85rem}p.allergens{color:#92400e;font-size:.9rem;margin:0 0 1rem}.save{display:flex;flex-wrap:wrap;align-items:center;gap:.75rem;margin:0 0 1.5rem;padding:1rem;background:#fff;border:1px solid #e5e7eb;border-radius:1rem}.save a{display:inline-flex;align-items:center;min-height:2.75rem;padding:0 1.25rem;border-radius:999px;background:#ea580c;color:#fff;font-weight:600;text-decoration:none}.save a:focus-visible{outline:2px solid #9a3412;outline-offset:2px}.save p{margin:0;color:#4b5563;font-size:.9rem;flex:1 1 14rem}nav.amounts{display:flex;flex-wrap:wrap;gap:.5rem;margin:0 0 1rem}nav.amounts a{display:inline-flex;align-items:center;min-height:2.75rem;padding:0 1rem;border:1px solid #d1d5db;border-radius:999px;color:#1f2937;text-decoration:none;font-size:.9rem}nav.amounts a[aria-current]{background:#1f2937;border-color:#1f2937;color:#fff}nav.amounts a:focus-visible{outline:2px solid #9a3412;outline-offset:2px}`;

/** The page's one inline style, allowed by its hash (the page has no script to run at all). */
const STYLE_HASH = `'sha256-${createHash('sha256').update(CSS).digest('base64')}'`;

/** The shared page's CSP: nothing runs, the one style by hash, images from here or https. */
export const SHARE_PAGE_CSP = [
  "default-src 'none'",
  `style-src ${STYLE_HASH}`,
  "img-src 'self' https: data:",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** The servings to show: the query's whole number from 1 to 99, else the recipe's own. */
export function servingsFrom(query: unknown, base: number): number {
  const raw = (query as { servings?: unknown } | undefined)?.servings;
  const value = typeof raw === 'string' && /^\d{1,2}$/.test(raw) ? Number(raw) : Number.NaN;
  return value >= 1 && value <= MAX_SHARE_SERVINGS ? value : base;
}

/**
 * How amounts are shown, as the recipe view's "Kitchen amounts" switch: exact (the spec's rounding,
 * the default) or rounded to what a cook can measure (contract/kitchen-amounts.ts). A link here.
 */
export type ShareAmountStyle = 'exact' | 'kitchen';

/** The amount style of the query (`amounts=kitchen`), else exact. */
export function amountStyleFrom(query: unknown): ShareAmountStyle {
  return (query as { amounts?: unknown } | undefined)?.amounts === 'kitchen' ? 'kitchen' : 'exact';
}

/** The page's own words, in the owner's language (English unless they chose Deutsch). */
const WORDS = {
  en: {
    difficulty: DIFFICULTY_LABELS.en,
    category: CATEGORY_LABELS.en as Record<string, string>,
    minutes: (n: number) => `${n} min`,
    servings: (n: number) => `${n} ${n === 1 ? 'serving' : 'servings'}`,
    fewer: 'Fewer servings',
    more: 'More servings',
    kitchenAmounts: 'Kitchen amounts',
    exactAmounts: 'Exact amounts',
    amountsLabel: 'Amounts',
    ingredients: 'Ingredients',
    steps: 'Steps',
    save: 'Save to my Sous',
    signInToSave: 'Sign in to save',
    saveHint: 'Keep your own copy of this recipe in your Sous library.',
    signInHint: 'Sign in or create an account to keep your own copy of this recipe.',
    nutrition: 'Nutrition per serving',
    facts: 'Nutrition Facts',
    calories: 'Calories',
    dailyValue: '% Daily Value',
    nutrients: NUTRIENT_LABELS.en as Record<string, string>,
    footer: 'Shared with Sous, a cooking companion. Read-only copy.',
    notFoundTitle: 'Recipe not found',
    notFoundText:
      'This link does not lead to a shared recipe (any more). The owner may have stopped sharing it.',
    decimal: (text: string) => text,
  },
  de: {
    difficulty: DIFFICULTY_LABELS.de,
    category: CATEGORY_LABELS.de as Record<string, string>,
    minutes: (n: number) => `${n} Min.`,
    servings: (n: number) => `${n} ${n === 1 ? 'Portion' : 'Portionen'}`,
    fewer: 'Weniger Portionen',
    more: 'Mehr Portionen',
    kitchenAmounts: 'Küchenmaße',
    exactAmounts: 'Genaue Mengen',
    amountsLabel: 'Mengen',
    ingredients: 'Zutaten',
    steps: 'Zubereitung',
    save: 'In meinem Sous speichern',
    signInToSave: 'Zum Speichern anmelden',
    saveHint: 'Behalte eine eigene Kopie dieses Rezepts in deiner Sous-Bibliothek.',
    signInHint:
      'Melde dich an oder erstelle ein Konto, um eine eigene Kopie dieses Rezepts zu behalten.',
    nutrition: 'Nährwerte pro Portion',
    facts: 'Nährwertangaben',
    calories: 'Kalorien',
    dailyValue: '% Tagesbedarf',
    nutrients: NUTRIENT_LABELS.de as Record<string, string>,
    footer: 'Geteilt mit Sous, deinem Kochbegleiter. Nur zum Lesen.',
    notFoundTitle: 'Rezept nicht gefunden',
    notFoundText:
      'Dieser Link führt (nicht mehr) zu einem geteilten Rezept. Vielleicht wird es nicht mehr geteilt.',
    decimal: (text: string) => text.replace('.', ','),
  },
} satisfies Record<'en' | 'de', unknown>;

type Words = (typeof WORDS)['en'];

/** The words of a share page's language ('de' from the owner's setting, else English). */
export const shareWords = (language: 'en' | 'de'): Words => WORDS[language];

function layout(words: Words, language: 'en' | 'de', head: string, body: string): string {
  return `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex,nofollow"><link rel="icon" href="data:,">${head}<style>${CSS}</style></head><body><main>${body}<footer>${words.footer}</footer></main></body></html>`;
}

function ingredientItem(
  words: Words,
  ingredient: Schemas['Ingredient'],
  base: number,
  servings: number,
  style: ShareAmountStyle,
) {
  const scaled = scaleQuantity(ingredient.quantity, base, servings);
  const unit = ingredient.unit.trim();
  const kitchen = style === 'kitchen' && scaled !== null;
  const amount = [
    scaled === null
      ? ''
      : kitchen
        ? cookAmountText(scaled, unit, words.decimal)
        : words.decimal(formatAmount(scaled)),
    kitchen ? unitForAmount(unit, cookAmount(scaled, unit)) : unit,
  ]
    .filter(Boolean)
    .join(' ');
  return `<li>${amount ? `<span class="amount">${escapeHtml(amount)}</span> ` : ''}${escapeHtml(ingredient.name)}</li>`;
}

/**
 * A step's text for the chosen servings: the ingredients' amounts in it scaled like the list, in
 * the chosen amount style (as the recipe view's scaleStepText).
 */
function stepText(
  words: Words,
  recipe: Schemas['RecipeDetail'],
  text: string,
  servings: number,
  style: ShareAmountStyle,
): string {
  return scaleAmountsInText(text, recipe.ingredients, recipe.baseServings, servings, {
    line: (amount, unit, base, to) => {
      const scaled = scaleQuantity(amount, base, to);
      if (scaled === null) return null;
      if (style === 'kitchen')
        return {
          amount: cookAmountText(scaled, unit, words.decimal),
          unit: unitForAmount(unit, cookAmount(scaled, unit)),
        };
      return { amount: words.decimal(formatAmount(scaled)), unit };
    },
    count: (amount, base, to) =>
      style === 'kitchen' ? cookAmount((amount / base) * to, '') : (amount / base) * to,
  });
}

/** The query of a link to this page with servings and amount style (exact leaves it out). */
const pageQuery = (servings: number, style: ShareAmountStyle) =>
  `?servings=${servings}${style === 'kitchen' ? '&amp;amounts=kitchen' : ''}`;

/** "Exact amounts" / "Kitchen amounts" as two links, the current one marked. */
function amountChoice(words: Words, servings: number, style: ShareAmountStyle): string {
  const link = (to: ShareAmountStyle, label: string) =>
    to === style
      ? `<a aria-current="true">${label}</a>`
      : `<a href="${pageQuery(servings, to)}" rel="nofollow">${label}</a>`;
  return `<nav class="amounts" aria-label="${words.amountsLabel}">${link('exact', words.exactAmounts)}${link('kitchen', words.kitchenAmounts)}</nav>`;
}

function stepper(words: Words, servings: number, style: ShareAmountStyle): string {
  const link = (to: number, label: string, glyph: string) =>
    to < 1 || to > MAX_SHARE_SERVINGS
      ? `<a aria-disabled="true" aria-label="${label}">${glyph}</a>`
      : `<a href="${pageQuery(to, style)}" aria-label="${label}" rel="nofollow">${glyph}</a>`;
  return `<div class="stepper">${link(servings - 1, words.fewer, '−')}<output aria-live="polite">${words.servings(servings)}</output>${link(servings + 1, words.more, '+')}</div>`;
}

function nutritionTable(words: Words, nutrition: Schemas['Nutrition']): string {
  const rows = NUTRITION_ROWS.map((row) => {
    const nutrient = nutrition[row.key];
    const dv = 'dv' in nutrient ? formatDailyValue(nutrient.dv) : '';
    const label = `${escapeHtml(words.nutrients[row.key] ?? row.label)} ${words.decimal(formatNutrientAmount(nutrient.amount))}${nutrient.unit}`;
    return `<tr${row.indent ? ' class="sub"' : ''}><td>${row.bold ? `<b>${label}</b>` : label}</td><td class="dv">${dv}</td></tr>`;
  }).join('');
  return `<table><caption>${words.facts}</caption><tr><th>${words.calories} ${Math.round(nutrition.calories.amount)}</th><th class="dv">${words.dailyValue}</th></tr>${rows}</table>`;
}

/**
 * The public, read-only page of a shared recipe: plain HTML with one inline style and no script;
 * the servings stepper is two links (?servings=N). Only the recipe itself is shown: no owner, no
 * collections, no ids. Every text is escaped; the JSON-LD cannot close its script element.
 */
export function renderSharePage(
  shared: SharedRecipe,
  options: {
    url: string;
    /** The absolute image URL (Open Graph, JSON-LD). */
    imageUrl: string | null;
    /** The image as the page's <img> loads it (a same-origin path works whatever PUBLIC_URL says). */
    imageSrc: string | null;
    servings: number;
    /** Exact amounts (default) or Kitchen amounts (`?amounts=kitchen`). */
    amountStyle?: ShareAmountStyle;
    /** Whether the visitor's browser holds a Sous session (a cookie, not checked): the save button's words. */
    signedIn: boolean;
    /** Where "Save to my Sous" leads: the app's page for this link (signing in first when needed). */
    savePath: string;
  },
): string {
  const { recipe, steps, language } = shared;
  const words = shareWords(language);
  const base = baseServingsOf(recipe.baseServings);
  const { url, imageUrl, imageSrc, servings, signedIn, savePath } = options;
  const style = options.amountStyle ?? 'exact';
  const title = escapeHtml(recipe.title);
  const description = escapeHtml(recipe.description);
  const jsonLd = recipeToJsonLd({ ...recipe, image_url: imageUrl }, steps, url);
  const head = [
    `<title>${title} · Sous</title>`,
    `<link rel="canonical" href="${escapeHtml(url)}">`,
    recipe.description ? `<meta name="description" content="${description}">` : '',
    `<meta property="og:type" content="article">`,
    `<meta property="og:site_name" content="Sous">`,
    `<meta property="og:title" content="${title}">`,
    recipe.description ? `<meta property="og:description" content="${description}">` : '',
    `<meta property="og:url" content="${escapeHtml(url)}">`,
    imageUrl ? `<meta property="og:image" content="${escapeHtml(imageUrl)}">` : '',
    `<meta name="twitter:card" content="${imageUrl ? 'summary_large_image' : 'summary'}">`,
    `<meta name="twitter:title" content="${title}">`,
    recipe.description ? `<meta name="twitter:description" content="${description}">` : '',
    imageUrl ? `<meta name="twitter:image" content="${escapeHtml(imageUrl)}">` : '',
    `<script type="application/ld+json">${jsonForScript(jsonLd)}</script>`,
  ].join('');
  const facts = [
    recipe.total_time_minutes ? words.minutes(recipe.total_time_minutes) : '',
    words.difficulty[recipe.difficulty],
    words.category[categoryKey(recipe.food_category)] ?? recipe.food_category,
  ]
    .filter(Boolean)
    .map((fact) => `<li>${escapeHtml(fact)}</li>`)
    .join('');
  const body = [
    `<h1>${title}</h1>`,
    recipe.description ? `<p class="lead">${description}</p>` : '',
    imageSrc
      ? `<img class="hero" src="${escapeHtml(imageSrc)}" alt="${title}" width="448" height="448">`
      : '',
    `<ul class="facts">${facts}</ul>`,
    `<p class="allergens">⚠ ${escapeHtml(allergenLineIn(language, recipe.allergens ?? []))}</p>`,
    `<div class="save"><a href="${escapeHtml(savePath)}" rel="nofollow">${signedIn ? words.save : words.signInToSave}</a><p>${signedIn ? words.saveHint : words.signInHint}</p></div>`,
    `<section aria-labelledby="ingredients"><h2 id="ingredients">${words.ingredients}</h2>${stepper(words, servings, style)}${amountChoice(words, servings, style)}`,
    `<ul class="ingredients">${recipe.ingredients.map((i) => ingredientItem(words, i, base, servings, style)).join('')}</ul></section>`,
    steps.length
      ? `<section aria-labelledby="steps"><h2 id="steps">${words.steps}</h2><ol class="steps">${steps
          .map(
            (step) =>
              `<li><strong>${escapeHtml(step.heading)}</strong>${escapeHtml(stepText(words, recipe, step.description, servings, style))}</li>`,
          )
          .join('')}</ol></section>`
      : '',
    recipe.nutrition
      ? `<section aria-labelledby="nutrition"><h2 id="nutrition">${words.nutrition}</h2>${nutritionTable(words, recipe.nutrition)}</section>`
      : '',
  ].join('');
  return layout(words, language, head, body);
}

/** The 404 page for an unknown or revoked link, in the same plain style (no owner: the visitor's language). */
export function renderShareNotFound(language: 'en' | 'de' = 'en'): string {
  const words = shareWords(language);
  return layout(
    words,
    language,
    `<title>${words.notFoundTitle} · Sous</title>`,
    `<h1>${words.notFoundTitle}</h1><p class="lead">${words.notFoundText}</p>`,
  );
}

/** The visitor's language for pages without an owner: Deutsch when the browser puts it first. */
export const visitorLanguage = (acceptLanguage: string | undefined): 'en' | 'de' =>
  /^\s*de\b/i.test(acceptLanguage ?? '') ? 'de' : 'en';
