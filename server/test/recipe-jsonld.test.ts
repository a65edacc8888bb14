import { describe, expect, it } from 'vitest';
import { extractRecipe, instructionSteps, isoDurationMinutes } from '#contract/recipe-jsonld.ts';

describe('isoDurationMinutes', () => {
  it('reads ISO-8601 durations into whole minutes', () => {
    expect(isoDurationMinutes('PT30M')).toBe(30);
    expect(isoDurationMinutes('PT1H30M')).toBe(90);
    expect(isoDurationMinutes('PT2H')).toBe(120);
    expect(isoDurationMinutes('P1DT2H')).toBe(1560);
    expect(isoDurationMinutes('PT90S')).toBe(2);
    expect(isoDurationMinutes('pt0.5h')).toBe(30);
  });

  it('is null for what is not a positive duration', () => {
    for (const value of ['', 'P', 'PT', '30 min', 'PT0M', 'T30M', 30, null]) {
      expect(isoDurationMinutes(value), String(value)).toBeNull();
    }
  });
});

describe('instructionSteps', () => {
  it('flattens HowToSection, HowToStep and plain text in order', () => {
    expect(
      instructionSteps([
        {
          '@type': 'HowToSection',
          name: 'Teig',
          itemListElement: [
            { '@type': 'HowToStep', text: 'Mehl und Wasser mischen.' },
            { '@type': 'HowToStep', text: '<p>30 Min. ruhen lassen.</p>' },
          ],
        },
        {
          '@type': 'HowToSection',
          name: 'Belag',
          itemListElement: [{ '@type': 'HowToStep', name: 'Belegen.' }],
        },
        'Bei 220 °C backen.\nServieren.',
      ]),
    ).toEqual([
      'Mehl und Wasser mischen.',
      '30 Min. ruhen lassen.',
      'Belegen.',
      'Bei 220 °C backen.',
      'Servieren.',
    ]);
  });
});

const NODE = {
  '@type': ['Recipe', 'NewsArticle'],
  name: 'Pasta &amp; Pesto',
  description: 'Schnell <b>und</b> grün.',
  image: [{ '@type': 'ImageObject', url: 'https://example.com/p.jpg' }],
  prepTime: 'PT10M',
  cookTime: 'PT15M',
  recipeYield: ['4 servings', '4'],
  recipeIngredient: ['400 g Spaghetti', '1 Bund Basilikum'],
  recipeInstructions: [{ '@type': 'HowToStep', text: 'Kochen.' }],
};

const DRAFT = {
  title: 'Pasta & Pesto',
  description: 'Schnell und grün.',
  imageUrl: 'https://example.com/p.jpg',
  totalMinutes: 25,
  servings: 4,
  ingredients: ['400 g Spaghetti', '1 Bund Basilikum'],
  steps: ['Kochen.'],
};

describe('extractRecipe', () => {
  it('reads a pasted JSON-LD block, also inside @graph', () => {
    expect(extractRecipe(JSON.stringify(NODE))).toEqual(DRAFT);
    expect(
      extractRecipe(
        JSON.stringify({
          '@context': 'https://schema.org',
          '@graph': [{ '@type': 'WebPage', name: 'x' }, NODE],
        }),
      ),
    ).toEqual(DRAFT);
  });

  it('reads the recipe from an HTML page with several ld+json scripts', () => {
    const html = `<html><head>
      <script type="application/ld+json">{"@type":"Organization","name":"Blog"}</script>
      <script type="application/ld+json">{ broken </script>
      <script type='application/ld+json'>${JSON.stringify(NODE)}</script>
    </head><body></body></html>`;
    expect(extractRecipe(html)).toEqual(DRAFT);
  });

  it('prefers totalTime and keeps unsafe image URLs out', () => {
    const draft = extractRecipe(
      JSON.stringify({
        ...NODE,
        totalTime: 'PT1H',
        image: 'javascript:alert(1)',
        recipeYield: 'Serves 6',
      }),
    );
    expect(draft?.totalMinutes).toBe(60);
    expect(draft?.imageUrl).toBeNull();
    expect(draft?.servings).toBe(6);
  });

  it('is null for pages and blocks without a named recipe', () => {
    expect(extractRecipe('<html><body>Hallo</body></html>')).toBeNull();
    expect(extractRecipe('{"@type":"Article","name":"x"}')).toBeNull();
    expect(extractRecipe('{"@type":"Recipe","name":"  "}')).toBeNull();
    expect(extractRecipe('not json')).toBeNull();
  });
});
