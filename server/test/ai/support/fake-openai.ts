/**
 * A fake OpenAI-compatible server on 127.0.0.1 for the provider tests. In "good" mode it
 * answers like a plain, careless model: hand-written recipe shapes (skillet, tray bake, soup,
 * or crumble, pancakes and fruit salad when the prompt wants something sweet) filled with the
 * ingredients as the user typed them, hand-written steps, rough nutrition. It does not read the
 * constraints it is sent, so "no dairy, chicken and cream" gets cream, and the guard has to
 * repair it. "unsafe" answers the same hand-written options for every request, most of which
 * break some constraint (peanuts, cream, garlic, a fruit salad claiming 30 g protein). Other
 * modes answer with repairable or broken JSON, answer too slowly, or fail with HTTP 500.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { matchName } from '#kitchen/matcher.ts';

export type FakeMode = 'good' | 'unsafe' | 'repairable' | 'garbage' | 'too-few' | 'slow' | 'fail';

export interface ReceivedRequest {
  readonly model: string;
  readonly schemaName: string;
  readonly messages: Array<{ role: string; content: unknown }>;
}

interface ChatBody {
  model: string;
  messages: Array<{ role: string; content: unknown }>;
  response_format?: { json_schema?: { name?: string } };
}

interface ModelIngredient {
  quantity: number | null;
  unit: string;
  name: string;
}

interface ModelOption {
  title: string;
  description: string;
  ingredients: ModelIngredient[];
  difficulty: string;
  total_time_minutes: number;
  food_category: string;
  nutrition: Record<string, number>;
}

/** Rough per-serving figures such a model writes; the repair step recomputes implausible ones. */
function roughNutrition(protein: number, carbs: number, fat: number): Record<string, number> {
  return {
    calories: Math.round(protein * 4 + carbs * 4 + fat * 9),
    totalFat: fat,
    saturatedFat: Math.round(fat * 0.3),
    transFat: 0,
    cholesterol: 40,
    sodium: 600,
    totalCarbohydrate: carbs,
    dietaryFiber: 5,
    totalSugars: 6,
    protein,
    vitaminD: 1,
    calcium: 80,
    iron: 2,
    potassium: 500,
  };
}

const SMALL_AMOUNT =
  /(masala|powder|paste|sauce|seeds|oil|garlic|ginger|spice|cumin|paprika|basil|herbs|lime|lemon|wine)/i;

/** The user's entries as the model echoes them: amounts stripped, first letter lower-case. */
function userItems(data: Record<string, unknown>): string[] {
  const typed = String(data.ingredients ?? '')
    .split(/[\n,;•]+|\band\b|\bund\b/)
    .concat(Array.isArray(data.photo_ingredients) ? data.photo_ingredients.map(String) : []);
  return (
    typed
      .map((entry) =>
        entry
          .replace(/^[\s*•-]*(\d+([.,]\d+)?\s*(g|kg|ml|l|lbs?|oz)?\b|a handful of|a|an)\s+/i, '')
          .trim(),
      )
      // A model knows food when it sees it; the catalogue stands in for that knowledge here.
      .filter((entry) => /[a-zäöüß]{3}/i.test(entry) && matchName(entry) !== undefined)
      .slice(0, 5)
  );
}

function line(name: string): ModelIngredient {
  return SMALL_AMOUNT.test(name)
    ? { quantity: 2, unit: 'tbsp', name }
    : { quantity: 300, unit: 'g', name };
}

function title(text: string): string {
  return text.replace(/\b[a-z]/g, (letter) => letter.toUpperCase());
}

/** A plain model's three or four options for a request. */
function plainOptions(data: Record<string, unknown>): ModelOption[] {
  const prompt = String(data.prompt ?? '').toLowerCase();
  const vegan = /vegan/.test(prompt);
  const meatless = vegan || /vegetari/.test(prompt);
  const sweet = /dessert|sweet|treat|cake|nachtisch/.test(prompt);
  let items = userItems(data);
  if (items.length === 0)
    items = sweet
      ? ['apples', 'blueberries']
      : meatless
        ? ['chickpeas', 'spinach', 'sweet potato']
        : ['chicken breast', 'broccoli', 'rice'];
  const a = items[0] ?? 'onion';
  const b = items[1] ?? 'onion';
  const main = items.map(line);
  const pair = `${a} and ${b}`;
  const fat = vegan ? 'olive oil' : 'butter';
  if (sweet) {
    return [
      {
        title: title(`${pair} crumble`),
        description: `Baked ${pair} under a crisp oat topping.`,
        ingredients: [
          ...main,
          { quantity: 100, unit: 'g', name: 'oats' },
          { quantity: 60, unit: 'g', name: fat === 'butter' ? 'butter' : 'coconut oil' },
          { quantity: 50, unit: 'g', name: 'brown sugar' },
        ],
        difficulty: 'easy',
        total_time_minutes: 45,
        food_category: 'vegan',
        nutrition: roughNutrition(5, 55, 14),
      },
      {
        title: title(`${pair} pancakes`),
        description: `Fluffy pancakes served with ${pair}.`,
        ingredients: [
          ...main,
          { quantity: 200, unit: 'g', name: 'flour' },
          { quantity: 300, unit: 'ml', name: vegan ? 'oat milk' : 'milk' },
          { quantity: 1, unit: 'tbsp', name: 'sugar' },
          { quantity: 2, unit: 'tsp', name: 'baking powder' },
        ],
        difficulty: 'easy',
        total_time_minutes: 30,
        food_category: 'vegetarian',
        nutrition: roughNutrition(8, 60, 8),
      },
      {
        title: title(`${pair} fruit bowl with mint`),
        description: `A fresh bowl of ${pair} with lime and mint.`,
        ingredients: [
          ...main,
          { quantity: 1, unit: '', name: 'lime' },
          { quantity: 1, unit: 'tbsp', name: 'mint' },
          { quantity: 2, unit: 'tbsp', name: 'maple syrup' },
        ],
        difficulty: 'easy',
        total_time_minutes: 15,
        food_category: 'vegan',
        nutrition: roughNutrition(2, 40, 1),
      },
    ];
  }
  return [
    {
      title: title(`${pair} skillet`),
      description: `${title(a)} and ${b} cooked in one pan with garlic.`,
      ingredients: [
        ...main,
        { quantity: 2, unit: 'cloves', name: 'garlic' },
        { quantity: 2, unit: 'tbsp', name: 'olive oil' },
        { quantity: 250, unit: 'g', name: 'basmati rice' },
        { quantity: null, unit: '', name: 'salt and pepper' },
      ],
      difficulty: 'easy',
      total_time_minutes: 30,
      food_category: 'chicken',
      nutrition: roughNutrition(30, 35, 15),
    },
    {
      title: title(`roasted ${a} with ${b}`),
      description: `${title(a)} roasted with ${b}, lemon and thyme.`,
      ingredients: [
        ...main,
        { quantity: 1, unit: '', name: 'lemon' },
        { quantity: 1, unit: 'tsp', name: 'dried thyme' },
        { quantity: 3, unit: 'tbsp', name: 'olive oil' },
      ],
      difficulty: 'easy',
      total_time_minutes: 45,
      food_category: 'chicken',
      nutrition: roughNutrition(28, 30, 18),
    },
    {
      title: title(`${pair} soup`),
      description: `A simple soup of ${pair}.`,
      ingredients: [
        ...main,
        { quantity: 1, unit: '', name: 'onion' },
        { quantity: 1, unit: 'l', name: 'vegetable stock' },
        { quantity: 4, unit: 'slices', name: 'crusty bread' },
        { quantity: 1, unit: 'tbsp', name: fat },
      ],
      difficulty: 'easy',
      total_time_minutes: 40,
      food_category: 'vegetarian',
      nutrition: roughNutrition(20, 30, 10),
    },
  ];
}

/** Hand-written options that break constraints on purpose: what the guard must catch. */
export const UNSAFE_OPTIONS: readonly ModelOption[] = [
  {
    title: 'Peanut Chicken Stir-Fry',
    description: 'Chicken and broccoli tossed with peanuts and soy sauce.',
    ingredients: [
      { quantity: 500, unit: 'g', name: 'chicken breast' },
      { quantity: 300, unit: 'g', name: 'broccoli' },
      { quantity: 60, unit: 'g', name: 'peanuts' },
      { quantity: 3, unit: 'tbsp', name: 'soy sauce' },
      { quantity: 3, unit: 'cloves', name: 'garlic' },
      { quantity: 300, unit: 'g', name: 'jasmine rice' },
      { quantity: 1, unit: 'tbsp', name: 'sesame oil' },
    ],
    difficulty: 'easy',
    total_time_minutes: 25,
    food_category: 'chicken',
    nutrition: roughNutrition(40, 60, 16),
  },
  {
    title: 'Creamy Garlic Chicken Pasta',
    description: 'Spaghetti in a garlic cream sauce with chicken and parmesan.',
    ingredients: [
      { quantity: 400, unit: 'g', name: 'chicken breast' },
      { quantity: 400, unit: 'g', name: 'spaghetti' },
      { quantity: 200, unit: 'ml', name: 'heavy cream' },
      { quantity: 50, unit: 'g', name: 'parmesan' },
      { quantity: 4, unit: 'cloves', name: 'garlic' },
      { quantity: 2, unit: 'tbsp', name: 'butter' },
    ],
    difficulty: 'easy',
    total_time_minutes: 30,
    food_category: 'chicken',
    nutrition: roughNutrition(30, 70, 25),
  },
  {
    title: 'Berry Fruit Salad with Honey Yogurt',
    description: 'Strawberries and banana with honey yogurt and mint.',
    ingredients: [
      { quantity: 400, unit: 'g', name: 'strawberries' },
      { quantity: 2, unit: '', name: 'bananas' },
      { quantity: 200, unit: 'g', name: 'greek yogurt' },
      { quantity: 2, unit: 'tbsp', name: 'honey' },
      { quantity: 1, unit: 'tbsp', name: 'mint' },
    ],
    difficulty: 'easy',
    total_time_minutes: 10,
    food_category: 'vegetarian',
    // Claims far more protein and far fewer carbs than the fruit holds.
    nutrition: { ...roughNutrition(30, 10, 4), calories: 196 },
  },
  {
    title: 'Chicken Satay Noodles',
    description: 'Egg noodles with chicken in a peanut butter satay sauce.',
    ingredients: [
      { quantity: 400, unit: 'g', name: 'chicken thighs' },
      { quantity: 250, unit: 'g', name: 'egg noodles' },
      { quantity: 4, unit: 'tbsp', name: 'peanut butter' },
      { quantity: 2, unit: 'tbsp', name: 'soy sauce' },
      { quantity: 1, unit: '', name: 'lime' },
    ],
    difficulty: 'easy',
    total_time_minutes: 25,
    food_category: 'chicken',
    nutrition: roughNutrition(35, 55, 20),
  },
  {
    title: 'Roast Vegetable Traybake',
    description: 'Potatoes, carrots and red onion roasted with rosemary.',
    ingredients: [
      { quantity: 600, unit: 'g', name: 'potatoes' },
      { quantity: 300, unit: 'g', name: 'carrots' },
      { quantity: 2, unit: '', name: 'red onions' },
      { quantity: 3, unit: 'tbsp', name: 'olive oil' },
      { quantity: 2, unit: 'sprigs', name: 'rosemary' },
    ],
    difficulty: 'easy',
    total_time_minutes: 50,
    food_category: 'vegan',
    nutrition: roughNutrition(5, 45, 10),
  },
];

/** Hand-written steps for any recipe: prepare, heat, cook, finish, serve. */
function plainSteps(data: Record<string, unknown>): unknown {
  const names = (Array.isArray(data.ingredients) ? data.ingredients : [])
    .map((ingredient) => String((ingredient as ModelIngredient).name))
    .filter((name) => !/salt|pepper/.test(name));
  const [first = 'the main ingredient', ...rest] = names;
  return {
    steps: [
      {
        heading: 'Prepare',
        description: `Wash and chop ${names.join(', ')}.`,
        animation: 'chopping.json',
        timer: null,
      },
      {
        heading: 'Heat the pan',
        description: 'Heat a large pan over medium heat for 2 minutes.',
        animation: 'frying.json',
        timer: 120,
      },
      {
        heading: 'Cook',
        description: `Cook ${first} for 8 minutes, turning now and then.`,
        animation: 'frying.json',
        timer: 480,
      },
      {
        heading: 'Add the rest',
        description: `Add ${rest.join(', ') || 'the seasoning'} and simmer for 10 minutes.`,
        animation: 'simmering.json',
        timer: 600,
      },
      {
        heading: 'Serve',
        description: 'Taste, season and serve.',
        animation: 'plating.json',
        timer: null,
      },
    ],
  };
}

export function goodAnswer(schemaName: string, data: Record<string, unknown>): unknown {
  if (schemaName === 'recipe_options') return { options: plainOptions(data) };
  if (schemaName === 'instruction_steps') return plainSteps(data);
  return { ingredients: ['Tomatoes', 'red onion', 'fresh basil', 'Mozzarella'] };
}

/** Answers a model might give that are off-schema but repairable. */
function repairableAnswer(schemaName: string, data: Record<string, unknown>): unknown {
  const good = goodAnswer(schemaName, data) as Record<string, unknown>;
  if (schemaName === 'recipe_options') {
    const options = (good.options as Array<Record<string, unknown>>).map((option, index) => ({
      ...option,
      title: `  ${String(option.title)}  `,
      // Wrong category, quantities as strings, an extra field, nutrition missing or absurd.
      food_category: 'vegan',
      ingredients: (option.ingredients as Array<Record<string, unknown>>).map((ingredient) => ({
        ...ingredient,
        quantity: ingredient.quantity === null ? null : String(ingredient.quantity),
        note: 'extra',
      })),
      nutrition: index % 2 === 0 ? undefined : { calories: 99999 },
      difficulty: 'impossible',
      total_time_minutes: '45',
    }));
    return { options: [...options, { title: '', ingredients: [] }] };
  }
  if (schemaName === 'instruction_steps') {
    const steps = good.steps as Array<Record<string, unknown>>;
    return {
      steps: steps.map((step, index) => ({
        ...step,
        animation: index === 0 ? 'stirring.json' : step.animation,
        timer: step.timer === null ? null : String(step.timer),
      })),
    };
  }
  return { ingredients: ['  Tomatoes!! ', 42, 'Zwiebeln', '', 'x'] };
}

export interface FakeOpenAi {
  readonly baseURL: string;
  mode: FakeMode;
  /** Delay of "slow" answers. */
  slowMs: number;
  readonly requests: ReceivedRequest[];
  close(): Promise<void>;
}

function send(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startFakeOpenAi(): Promise<FakeOpenAi> {
  const state: { mode: FakeMode; slowMs: number; requests: ReceivedRequest[] } = {
    mode: 'good',
    slowMs: 2000,
    requests: [],
  };
  const server: Server = createServer(async (req, res) => {
    if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions'))
      return send(res, 404, { error: { message: 'not found' } });
    const body = JSON.parse(await readBody(req)) as ChatBody;
    const schemaName = body.response_format?.json_schema?.name ?? '';
    state.requests.push({ model: body.model, schemaName, messages: body.messages });
    if (state.mode === 'fail')
      return send(
        res,
        500,
        { error: { message: 'model crashed', type: 'server_error' } },
        { 'retry-after-ms': '10' },
      );
    if (state.mode === 'slow') {
      const timer = setTimeout(() => send(res, 200, {}), state.slowMs);
      res.on('close', () => clearTimeout(timer));
      return;
    }
    const userMessage = body.messages.find((message) => message.role === 'user');
    const data =
      typeof userMessage?.content === 'string'
        ? (JSON.parse(userMessage.content) as Record<string, unknown>)
        : {};
    let content: string;
    if (state.mode === 'garbage') content = 'Sure! Here are some recipes: {not json';
    else if (state.mode === 'too-few')
      content = JSON.stringify({
        options: [{ title: 'Only one', ingredients: [{ quantity: 1, unit: '', name: 'egg' }] }],
      });
    else if (state.mode === 'unsafe' && schemaName === 'recipe_options')
      content = JSON.stringify({ options: UNSAFE_OPTIONS });
    else if (state.mode === 'repairable')
      content = JSON.stringify(repairableAnswer(schemaName, data));
    else content = JSON.stringify(goodAnswer(schemaName, data));
    send(res, 200, {
      id: `chatcmpl-${state.requests.length}`,
      object: 'chat.completion',
      created: 1_700_000_000,
      model: body.model,
      choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
      usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    get mode() {
      return state.mode;
    },
    set mode(value: FakeMode) {
      state.mode = value;
    },
    get slowMs() {
      return state.slowMs;
    },
    set slowMs(value: number) {
      state.slowMs = value;
    },
    requests: state.requests,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
