import type { components } from '#contract/schema.gen.ts';
import type {
  AiProvider,
  GeneratedRecipes,
  GenerationInput,
  InstructionInput,
} from '#server/src/ai/provider.ts';

import { composeRecipes } from '#server/src/ai/composer/compose.ts';
import { generateFromBook } from '#server/src/ai/book-engine/index.ts';

type Schemas = components['schemas'];
type Kind = 'generate' | 'analyze' | 'instructions';

const NUTRITION: Schemas['Nutrition'] = {
  calories: { amount: 420, unit: 'kcal', dv: 21 },
  totalFat: { amount: 18, unit: 'g', dv: 23 },
  saturatedFat: { amount: 6, unit: 'g', dv: 30 },
  transFat: { amount: 0, unit: 'g' },
  cholesterol: { amount: 40, unit: 'mg', dv: 13 },
  sodium: { amount: 520, unit: 'mg', dv: 23 },
  totalCarbohydrate: { amount: 48, unit: 'g', dv: 17 },
  dietaryFiber: { amount: 7, unit: 'g', dv: 25 },
  totalSugars: { amount: 6, unit: 'g' },
  protein: { amount: 17, unit: 'g' },
  vitaminD: { amount: 1, unit: 'mcg', dv: 5 },
  calcium: { amount: 120, unit: 'mg', dv: 9 },
  iron: { amount: 3.1, unit: 'mg', dv: 17 },
  potassium: { amount: 640, unit: 'mg', dv: 14 },
};

const VARIANTS: {
  suffix: string;
  difficulty: Schemas['Difficulty'];
  category: Schemas['FoodCategory'];
  minutes: number;
}[] = [
  { suffix: 'Stir-Fry', difficulty: 'easy', category: 'vegan', minutes: 20 },
  { suffix: 'Soup', difficulty: 'medium', category: 'vegetarian', minutes: 45 },
  { suffix: 'Tray Bake', difficulty: 'hard', category: 'chicken', minutes: 75 },
];

/** A deterministic AI provider for tests: fixed shapes from the inputs, scripted failures and delays. */
export class FakeAi implements AiProvider {
  readonly name = 'fake';
  readonly calls: Record<Kind, number> = { generate: 0, analyze: 0, instructions: 0 };
  readonly inputs: GenerationInput[] = [];
  private readonly failures: Record<Kind, Error[]> = {
    generate: [],
    analyze: [],
    instructions: [],
  };
  /** Photo ingredients analyzeImage answers. */
  imageIngredients = ['tomato', 'basil', 'mozzarella'];
  /** Milliseconds every call waits (abortable). */
  delayMs = 0;
  /** Answers generations with the real built-in composer, for tests of what the cook sees. */
  builtin = false;
  /** Answers generations with the recipe book (the built-in provider's engine): notices and book steps. */
  book = false;

  /** The next `times` calls of kind throw error. */
  failNext(kind: Kind, error: Error, times = 1): void {
    for (let i = 0; i < times; i++) this.failures[kind].push(error);
  }

  reset(): void {
    for (const kind of Object.keys(this.calls) as Kind[]) {
      this.calls[kind] = 0;
      this.failures[kind] = [];
    }
    this.inputs.length = 0;
    this.delayMs = 0;
    this.builtin = false;
    this.book = false;
    this.imageIngredients = ['tomato', 'basil', 'mozzarella'];
  }

  private async step(kind: Kind, signal?: AbortSignal): Promise<void> {
    this.calls[kind]++;
    if (this.delayMs > 0) {
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(resolve, this.delayMs);
        signal?.addEventListener('abort', () => {
          clearTimeout(timer);
          reject(signal.reason ?? new Error('aborted'));
        });
      });
    }
    const failure = this.failures[kind].shift();
    if (failure) throw failure;
  }

  async generateRecipes(input: GenerationInput, signal?: AbortSignal): Promise<GeneratedRecipes> {
    await this.step('generate', signal);
    this.inputs.push(input);
    if (this.book) return generateFromBook(input);
    if (this.builtin) return composeRecipes(input);
    const dish = input.prompt.trim().replace(/^\w/, (c) => c.toUpperCase());
    const extras = [...input.writtenIngredients.split(/[,\n]/), ...input.imageIngredients]
      .map((s) => s.trim())
      .filter(Boolean);
    return VARIANTS.map((v, i) => ({
      title: `${dish} ${v.suffix}`,
      description: `A ${v.difficulty} ${v.suffix.toLowerCase()} with ${extras.join(', ') || 'pantry staples'}.`,
      illustrationSvg: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><circle cx="5" cy="5" r="${i + 2}"/></svg>`,
      baseServings: 4,
      ingredients: [
        { quantity: 200, unit: 'g', name: extras[0] ?? 'rice' },
        { quantity: 1, unit: '', name: 'onion' },
        { quantity: null, unit: '', name: 'salt, to taste' },
      ],
      difficulty: v.difficulty,
      total_time_minutes: v.minutes,
      food_category: v.category,
      nutrition: NUTRITION,
    }));
  }

  async analyzeImage(_image: Buffer, signal?: AbortSignal): Promise<string[]> {
    await this.step('analyze', signal);
    return [...this.imageIngredients];
  }

  async generateInstructions(
    recipe: InstructionInput,
    signal?: AbortSignal,
  ): Promise<Schemas['InstructionStep'][]> {
    await this.step('instructions', signal);
    return [
      {
        heading: 'Prepare',
        description: `Chop everything for ${recipe.title}.`,
        animation: 'chopping.json',
        timer: null,
      },
      {
        heading: 'Cook',
        description: 'Cook gently until done.',
        animation: 'simmering.json',
        timer: 600,
      },
      { heading: 'Serve', description: 'Plate and enjoy.', animation: 'plating.json', timer: null },
    ];
  }
}
