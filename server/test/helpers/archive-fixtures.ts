/**
 * One small archive per format Sous imports (issue 31, item 1), built the way each app exports:
 * written to tests/fixtures/archives/ by scripts/gen-archive-fixtures.ts and rebuilt by the tests
 * to check the files are current. Each has three recipes, one picture, categories, and ingredient
 * lines a real export carries.
 */
import { gzipSync } from 'node:zlib';
import { writeZip } from './zip-write.ts';

/** A 1×1 JPEG (a real one: sharp decodes it). */
export const TINY_JPEG = Buffer.from(
  '/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAMCAgICAgMCAgIDAwMDBAYEBAQEBAgGBgUGCQgKCgkICQkKDA8MCgsOCwkJDRENDg8QEBEQCgwSExIQEw8QEBD/yQALCAABAAEBAREA/8wABgAQEAX/2gAIAQEAAD8A0s8g/9k=',
  'base64',
);

export interface FixtureRecipe {
  title: string;
  servings: number;
  ingredients: string[];
  steps: string[];
  categories: string[];
  image: boolean;
}

export const FIXTURE_RECIPES: FixtureRecipe[] = [
  {
    title: 'Tomato soup',
    servings: 4,
    ingredients: [
      '1 (14 oz) can tomatoes',
      '1 onion, chopped',
      '2 tbsp olive oil',
      'salt to taste',
    ],
    steps: ['Soften the onion in the oil.', 'Add the tomatoes and simmer for 20 minutes.'],
    categories: ['Soups'],
    image: true,
  },
  {
    title: 'Pancakes',
    servings: 2,
    ingredients: ['2 cups flour', '2 eggs', '1 1/2 cups milk', '1 tbsp butter'],
    steps: ['Whisk everything into a batter.', 'Fry in butter, 2 minutes a side.'],
    categories: ['Breakfast'],
    image: false,
  },
  {
    title: 'Garlic bread',
    servings: 6,
    ingredients: ['1 baguette', '3 cloves garlic', '50 g butter'],
    steps: ['Mix the garlic into the butter.', 'Spread on the bread and bake for 10 minutes.'],
    categories: ['Sides', 'Baking'],
    image: false,
  },
];

const json = (value: unknown) => JSON.stringify(value);

export function paprikaArchive(recipes = FIXTURE_RECIPES): Buffer {
  return writeZip(
    recipes.map((r, i) => ({
      name: `${r.title}.paprikarecipe`,
      store: true,
      data: gzipSync(
        json({
          uid: `UID-${i}`,
          name: r.title,
          servings: `${r.servings} servings`,
          prep_time: '10 mins',
          cook_time: '20 mins',
          total_time: '',
          description: '',
          notes: '',
          ingredients: r.ingredients.join('\n'),
          directions: r.steps.join('\n\n'),
          source_url: `https://example.com/${i}`,
          categories: r.categories,
          photo_data: r.image ? TINY_JPEG.toString('base64') : null,
        }),
      ),
    })),
  );
}

export function mealieArchive(recipes = FIXTURE_RECIPES): Buffer {
  const categories = [...new Set(recipes.flatMap((r) => r.categories))];
  const database = {
    alembic_version: [{ version_num: 'b1020f328e98' }],
    recipes: recipes.map((r, i) => ({
      id: `r${i}`,
      slug: r.title.toLowerCase().replaceAll(' ', '-'),
      name: r.title,
      description: '',
      recipe_yield: `${r.servings} servings`,
      total_time: '30 minutes',
      org_url: `https://example.com/${i}`,
    })),
    recipes_ingredients: recipes.flatMap((r, i) =>
      r.ingredients.map((line, position) => ({
        recipe_id: `r${i}`,
        position,
        note: line,
        original_text: line,
        quantity: 0,
      })),
    ),
    recipe_instructions: recipes.flatMap((r, i) =>
      r.steps.map((text, position) => ({ recipe_id: `r${i}`, position, text })),
    ),
    categories: categories.map((name, i) => ({ id: `c${i}`, name })),
    recipes_to_categories: recipes.flatMap((r, i) =>
      r.categories.map((name) => ({
        recipe_id: `r${i}`,
        category_id: `c${categories.indexOf(name)}`,
      })),
    ),
  };
  return writeZip([
    { name: 'database.json', data: json(database) },
    ...recipes.flatMap((r, i) =>
      r.image
        ? [{ name: `data/recipes/r${i}/images/original.webp`, data: TINY_JPEG, store: true }]
        : [],
    ),
  ]);
}

export function tandoorArchive(recipes = FIXTURE_RECIPES): Buffer {
  return writeZip(
    recipes.map((r, i) => ({
      // Tandoor names each by get_valid_filename(name): spaces become underscores.
      name: `${r.title.replaceAll(' ', '_')}.zip`,
      store: true,
      data: writeZip([
        {
          name: 'recipe.json',
          data: json({
            name: r.title,
            description: '',
            servings: r.servings,
            working_time: 10,
            waiting_time: 20,
            source_url: `https://example.com/${i}`,
            keywords: r.categories.map((name) => ({ name })),
            steps: r.steps.map((instruction, k) => ({
              instruction,
              ingredients:
                k === 0 ? r.ingredients.map((line) => ({ original_text: line, food: null })) : [],
            })),
          }),
        },
        ...(r.image ? [{ name: 'image.jpg', data: TINY_JPEG, store: true }] : []),
      ]),
    })),
  );
}

function schemaOrg(r: FixtureRecipe, i: number) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Recipe',
    name: r.title,
    recipeYield: String(r.servings),
    totalTime: 'PT30M',
    url: `https://example.com/${i}`,
    recipeCategory: r.categories,
    recipeIngredient: r.ingredients,
    recipeInstructions: r.steps.map((text) => ({ '@type': 'HowToStep', text })),
  };
}

export function nextcloudArchive(recipes = FIXTURE_RECIPES): Buffer {
  return writeZip(
    recipes.flatMap((r, i) => [
      { name: `${r.title}/recipe.json`, data: json(schemaOrg(r, i)) },
      ...(r.image ? [{ name: `${r.title}/full.jpg`, data: TINY_JPEG, store: true }] : []),
    ]),
  );
}

export function schemaOrgArchive(recipes = FIXTURE_RECIPES): Buffer {
  return writeZip(
    recipes.map((r, i) => ({ name: `recipes/${i}.json`, data: json(schemaOrg(r, i)) })),
  );
}

export function schemaOrgJson(recipes = FIXTURE_RECIPES): Buffer {
  return Buffer.from(JSON.stringify(recipes.map(schemaOrg), null, 2));
}

/** Every fixture by its file name in tests/fixtures/archives/. */
export const ARCHIVE_FIXTURES: Record<string, () => Buffer> = {
  'paprika.paprikarecipes': paprikaArchive,
  'mealie-backup.zip': mealieArchive,
  'tandoor-export.zip': tandoorArchive,
  'nextcloud-cookbook.zip': nextcloudArchive,
  'schema-org.zip': schemaOrgArchive,
  'schema-org.json': schemaOrgJson,
};
