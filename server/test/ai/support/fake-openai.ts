/**
 * A fake OpenAI-compatible server on 127.0.0.1 for the provider tests. In "good" mode it
 * answers like a capable model: recipes and steps come from the built-in composer, shaped as
 * the structured-output schemas ask. Other modes answer with repairable or broken JSON, answer
 * too slowly, or fail with HTTP 500.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { composeRecipes } from '../../../src/ai/composer/compose.ts';
import { generateInstructions } from '../../../src/ai/instructions.ts';
import type { GenerationInput, InstructionInput } from '../../../src/ai/provider.ts';

export type FakeMode = 'good' | 'repairable' | 'garbage' | 'too-few' | 'slow' | 'fail';

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

function flatNutrition(nutrition: Record<string, { amount: number }>): Record<string, number> {
  return Object.fromEntries(Object.entries(nutrition).map(([key, value]) => [key, value.amount]));
}

function goodAnswer(schemaName: string, data: Record<string, unknown>): unknown {
  if (schemaName === 'recipe_options') {
    const input: GenerationInput = {
      prompt: String(data.prompt ?? ''),
      writtenIngredients: String(data.ingredients ?? ''),
      imageIngredients: Array.isArray(data.photo_ingredients)
        ? data.photo_ingredients.map(String)
        : [],
    };
    return {
      options: composeRecipes(input).map((recipe) => ({
        title: recipe.title,
        description: recipe.description,
        ingredients: recipe.ingredients,
        difficulty: recipe.difficulty,
        total_time_minutes: recipe.total_time_minutes,
        food_category: recipe.food_category,
        nutrition: flatNutrition(recipe.nutrition as unknown as Record<string, { amount: number }>),
      })),
    };
  }
  if (schemaName === 'instruction_steps') {
    const recipe: InstructionInput = {
      title: String(data.title),
      description: String(data.description ?? ''),
      baseServings: Number(data.servings ?? 4),
      ingredients: data.ingredients as InstructionInput['ingredients'],
      total_time_minutes: (data.total_time_minutes as number | null) ?? null,
      difficulty: data.difficulty as InstructionInput['difficulty'],
    };
    return { steps: generateInstructions(recipe) };
  }
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
