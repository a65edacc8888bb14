/**
 * The OpenAI-compatible path against fakes of real servers (support/fake-compatible.ts): Ollama,
 * a server without json_schema, one without any response_format, one that fences its JSON, one
 * that fails with a secret in its body. Covers the JSON-mode fallback and its memory, fenced
 * answers, errors that never echo the provider, the book references in the prompt, and the
 * provider check (`npm run ai:check`) against each.
 */
import OpenAI from 'openai';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { OpenAiProvider, ProviderHttpError, openAiConfig } from '#server/src/ai/openai-provider.ts';
import { checkProvider, displayBaseUrl, formatReport } from '#server/src/ai/openai/check.ts';
import { parseModelJson } from '#server/src/ai/openai/json.ts';
import { isResponseFormatRefusal } from '#server/src/ai/openai/modes.ts';
import { redactedExcerpt } from '#server/src/ai/openai/redact.ts';
import {
  MAX_REFERENCES_CHARS,
  noReferences,
  type ReferenceFinder,
} from '#server/src/ai/openai/references.ts';
import { AiProviderError, type GenerationInput } from '#server/src/ai/provider.ts';
import { aiFailure } from '#server/src/features/generate/ai-output.ts';
import { AI_FAILURE_DETAIL } from '#server/src/platform/errors.ts';
import {
  PROFILES,
  SECRET,
  startFakeServer,
  type FakeServer,
  type Profile,
} from './support/fake-compatible.ts';

const started: FakeServer[] = [];
afterEach(async () => {
  await Promise.all(started.splice(0).map((server) => server.close()));
});

async function serve(profile: Profile): Promise<FakeServer> {
  const server = await startFakeServer(profile);
  started.push(server);
  return server;
}

function providerFor(
  server: FakeServer,
  env: Record<string, string> = {},
  references?: ReferenceFinder,
): OpenAiProvider {
  return new OpenAiProvider(
    openAiConfig({
      AI_BASE_URL: server.baseURL,
      AI_MODEL: 'llama3.2',
      AI_TIMEOUT_MS: '10000',
      ...env,
    }),
    references ? { references } : {},
  );
}

/** Characters of text in a request's messages (the prompt the model reads, schema aside). */
function promptChars(chat: { messages: Array<{ content: unknown }> }): number {
  return chat.messages.reduce(
    (sum, message) => sum + (typeof message.content === 'string' ? message.content.length : 0),
    0,
  );
}

const ask = (prompt: string, writtenIngredients = ''): GenerationInput => ({
  prompt,
  writtenIngredients,
  imageIngredients: [],
});

const recipe = {
  title: 'Tomato Soup',
  description: 'A simple tomato soup.',
  baseServings: 4,
  ingredients: [
    { quantity: 800, unit: 'g', name: 'tomatoes' },
    { quantity: 1, unit: '', name: 'onion' },
  ],
  total_time_minutes: 40,
  difficulty: 'easy' as const,
};

/** A 1x1 PNG: enough for normalizeForVision. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC',
  'base64',
);

describe('parseModelJson', () => {
  it('reads bare JSON, fenced JSON with words around it, and a fence without a language', () => {
    expect(parseModelJson('{"a":1}')).toEqual({ a: 1 });
    expect(parseModelJson('Sure!\n```json\n{"a": [1, 2]}\n```\nEnjoy.')).toEqual({ a: [1, 2] });
    expect(parseModelJson('```\n{"b":"x"}\n```')).toEqual({ b: 'x' });
    expect(parseModelJson('```JSON\n[{"c":true}]\n```')).toEqual([{ c: true }]);
    expect(parseModelJson('Here you go: {"d": "a } in a string"} -- done')).toEqual({
      d: 'a } in a string',
    });
    expect(parseModelJson('\uFEFF  {"e":2}  ')).toEqual({ e: 2 });
  });

  it('rejects answers without a JSON object, without quoting them', () => {
    for (const content of ['', 'Sorry, I cannot help.', '{not json', '```json\n{"a":\n```', '42'])
      expect(() => parseModelJson(content)).toThrow('The answer holds no JSON object.');
  });
});

describe('JSON modes', () => {
  const refusedBy = (status: number, error: Record<string, unknown>): boolean =>
    isResponseFormatRefusal(OpenAI.APIError.generate(status, { error }, undefined, new Headers()));

  it('knows a refused response_format from other rejections', () => {
    // OpenAI, vLLM, LM Studio and llama.cpp wordings.
    expect(
      refusedBy(400, {
        message:
          "Invalid parameter: 'response_format' of type 'json_schema' is not supported with this model.",
        param: 'response_format',
      }),
    ).toBe(true);
    expect(refusedBy(400, { message: 'json_schema is not supported' })).toBe(true);
    expect(refusedBy(422, { message: 'guided_json backend not available' })).toBe(true);
    expect(refusedBy(400, { message: "'response_format.type' must be 'json_schema'" })).toBe(true);
    expect(refusedBy(400, { message: 'unknown field: json_object' })).toBe(true);
    // Not about the JSON mode: the request as a whole, or not a refusal status.
    expect(refusedBy(400, { message: 'This model maximum context length is 8192 tokens' })).toBe(
      false,
    );
    expect(refusedBy(400, { message: 'image input is not supported' })).toBe(false);
    expect(refusedBy(500, { message: 'response_format crashed the server' })).toBe(false);
    expect(refusedBy(401, { message: 'invalid api key for response_format' })).toBe(false);
    expect(isResponseFormatRefusal(new Error('response_format'))).toBe(false);
  });

  it('takes AI_JSON_MODE when valid and refuses a typo', () => {
    expect(openAiConfig({ AI_JSON_MODE: ' JSON_OBJECT ' }).jsonMode).toBe('json_object');
    expect(openAiConfig({}).jsonMode).toBeUndefined();
    expect(() => openAiConfig({ AI_JSON_MODE: 'json' })).toThrow(
      'AI_JSON_MODE must be one of json_schema, json_object, prompt (or unset to let the provider find it).',
    );
  });
});

describe('redactedExcerpt', () => {
  it('masks keys, tokens and the configured secret, and stays short', () => {
    const text = `bad key sk-live-9f8e7d6c5b4a3928171605aa, Bearer abc.def, mine=hunter2hunter2 ${'x '.repeat(200)}`;
    const excerpt = redactedExcerpt(text, ['hunter2hunter2']);
    expect(excerpt).not.toMatch(/9f8e7d6c|abc\.def|hunter2/);
    expect(excerpt.length).toBeLessThanOrEqual(160);
  });
});

describe('a server like Ollama (json_schema, /v1/models, vision)', () => {
  it('answers in json_schema mode from the first call', async () => {
    const server = await serve(PROFILES.ollama);
    const provider = providerFor(server, {}, noReferences);
    const recipes = await provider.generateRecipes(ask('something with chicken', 'chicken, rice'));
    expect(recipes.length).toBeGreaterThanOrEqual(3);
    expect(server.chats.map((chat) => chat.format)).toEqual(['json_schema']);
    expect(provider.jsonMode()).toBe('json_schema');
    const steps = await provider.generateInstructions(recipe);
    expect(steps.length).toBeGreaterThanOrEqual(4);
  });

  it('sends the book recipe for a known dish as a reference, in the request language', async () => {
    const server = await serve(PROFILES.ollama);
    const provider = providerFor(server);
    await provider.generateRecipes(ask('paella for dinner tonight'));
    const [english] = server.chats;
    const system = english!.messages.filter((message) => message.role === 'system');
    expect(system).toHaveLength(2);
    const reference = String(system[1]!.content);
    expect(reference).toContain('## Paella Valenciana');
    expect(reference).toContain('4 servings');
    expect(reference).toContain('- 320 g paella rice (bomba or calasparra)');
    expect(reference).toContain('- ¼ tsp saffron threads');
    expect(reference).toMatch(/\n1\. Brown the chicken: Heat the olive oil/);
    expect(reference).toContain('Never copy a reference into a recipe for a different dish');
    expect(reference).toContain("The request's constraints always win over a reference");
    // The user's text stays data in its own message, the reference does not touch it.
    const user = JSON.parse(String(english!.messages.at(-1)!.content)) as { prompt: string };
    expect(user.prompt).toBe('paella for dinner tonight');
    // The prompt stays bounded: task + one reference + the request (measured: 3,816 characters).
    expect(promptChars(english!)).toBeLessThan(4500);

    await provider.generateRecipes(ask('Ich hätte gern eine Paella für heute Abend'));
    const german = String(server.chats[1]!.messages[1]!.content);
    expect(german).toContain('## Paella Valenciana');
    expect(german).toContain('4 Portionen');
    expect(german).toContain('- 320 g Paellareis (Bomba oder Calasparra)');
    expect(german).toMatch(/\n1\. Hähnchen anbraten: /);
  });

  it('sends no reference for a dish the book does not have', async () => {
    const server = await serve(PROFILES.ollama);
    const provider = providerFor(server);
    await provider.generateRecipes(ask('a zorblax stew with chicken', 'chicken, carrots'));
    const system = server.chats[0]!.messages.filter((message) => message.role === 'system');
    expect(system).toHaveLength(1);
    expect(server.chats[0]!.raw).not.toContain('Reference recipes');
  });

  it("grounds a known dish's steps in its book method, in the recipe's language", async () => {
    const server = await serve(PROFILES.ollama);
    const provider = providerFor(server);
    const paella = {
      ...recipe,
      title: 'Chicken Paella with Green Beans',
      description: 'Saffron rice with chicken and beans, cooked in a wide pan.',
    };
    await provider.generateInstructions(paella);
    await provider.generateInstructions({
      ...paella,
      title: 'Paella mit Hähnchen',
      description: 'Safranreis mit Hähnchen und Bohnen aus der flachen Pfanne.',
    });
    await provider.generateInstructions({ ...recipe, title: 'Zorblax Bake' });
    const [english, german, unknown] = server.chats.map((chat) =>
      chat.messages.filter((message) => message.role === 'system').map((m) => String(m.content)),
    );
    expect(english).toHaveLength(2);
    expect(english![1]).toContain('Follow its method in order');
    expect(english![1]).toMatch(/\n1\. Brown the chicken: /);
    expect(german).toHaveLength(2);
    expect(german![1]).toMatch(/\n1\. Hähnchen anbraten: /);
    expect(unknown).toHaveLength(1);
  });

  it('keeps two references within the bound, and survives a failing finder', async () => {
    const server = await serve(PROFILES.ollama);
    const provider = providerFor(server);
    await provider.generateRecipes(ask('spaghetti carbonara and a tiramisu'));
    const reference = String(server.chats[0]!.messages[1]!.content);
    expect(reference).toContain('## Spaghetti Carbonara');
    expect(reference).toContain('## Tiramisu');
    expect(reference.length).toBeLessThanOrEqual(MAX_REFERENCES_CHARS + 600);
    // Task + two references + the request (measured: 5,020 characters).
    expect(promptChars(server.chats[0]!)).toBeLessThan(6000);

    const broken = providerFor(server, {}, () => {
      throw new Error('book not loaded');
    });
    const recipes = await broken.generateRecipes(ask('paella'));
    expect(recipes.length).toBeGreaterThanOrEqual(3);
  });

  it('reads photos with the vision model', async () => {
    const server = await serve(PROFILES.ollama);
    const provider = providerFor(server, { AI_VISION_MODEL: 'llava' }, noReferences);
    expect(await provider.analyzeImage(PNG)).toEqual([
      'tomato',
      'red onion',
      'basil',
      'mozzarella',
    ]);
    expect(server.chats[0]!.model).toBe('llava');
  });

  it('passes the provider check', async () => {
    const server = await serve(PROFILES.ollama);
    const report = await checkProvider(
      openAiConfig({ AI_BASE_URL: server.baseURL, AI_MODEL: 'llama3.2', AI_VISION_MODEL: 'llava' }),
    );
    expect(report).toMatchObject({
      modelListing: 'listed',
      listedModels: 2,
      jsonMode: 'json_schema',
      vision: 'accepted',
      usable: true,
      problems: [],
    });
    const text = formatReport(report);
    expect(text).toContain(`  base URL   ${server.baseURL}`);
    expect(text).toContain('  model      llama3.2 (listed by /v1/models)');
    expect(text).toContain('  JSON mode  json_schema (structured outputs)');
    expect(text).toContain('  vision     accepted (llava)');
    expect(text).toContain('  result     usable');
  });

  it('reports a model the server does not list, and never prints credentials', async () => {
    const server = await serve(PROFILES.ollama);
    expect(displayBaseUrl('https://admin:pa55word@llm.example.org:8443/v1/?key=q1#x')).toBe(
      'https://llm.example.org:8443/v1',
    );
    expect(displayBaseUrl(undefined)).toBe('https://api.openai.com/v1');
    expect(displayBaseUrl('not a url')).toBe('(not a valid URL)');
    const report = await checkProvider(
      openAiConfig({
        AI_BASE_URL: server.baseURL,
        AI_API_KEY: 'sk-test-0123456789abcdef',
        AI_MODEL: 'mistral',
      }),
    );
    expect(report.modelListing).toBe('missing');
    const text = formatReport(report);
    expect(text).toContain('NOT among the 2 models /v1/models lists');
    expect(text).toContain('  API key    set (not shown)');
    expect(text).not.toMatch(/admin|pa55word|key=q1|sk-test/);
  });
});

describe('a server that refuses json_schema but takes json_object', () => {
  it('falls back to json_object with the schema in the prompt, and remembers it', async () => {
    const server = await serve(PROFILES.noSchema);
    const provider = providerFor(server, { AI_MODEL: 'local-model' }, noReferences);
    const recipes = await provider.generateRecipes(ask('soup', 'tomatoes, onion'));
    expect(recipes.length).toBeGreaterThanOrEqual(3);
    expect(server.chats.map((chat) => chat.format)).toEqual(['json_schema', 'json_object']);
    const schemaMessage = server.chats[1]!.messages.find(
      (message) => message.role === 'system' && String(message.content).includes('JSON schema:'),
    );
    expect(String(schemaMessage?.content)).toContain('"recipe_options"');
    expect(String(schemaMessage?.content)).toContain('"total_time_minutes"');
    expect(provider.jsonMode('local-model')).toBe('json_object');

    await provider.generateRecipes(ask('soup', 'tomatoes, onion'));
    await provider.generateInstructions(recipe);
    // No refused round trip again: one call each.
    expect(server.chats.map((chat) => chat.format)).toEqual([
      'json_schema',
      'json_object',
      'json_object',
      'json_object',
    ]);
  });

  it('reports json_object and no vision in the check', async () => {
    const server = await serve(PROFILES.noSchema);
    const report = await checkProvider(
      openAiConfig({ AI_BASE_URL: server.baseURL, AI_MODEL: 'local-model' }),
    );
    expect(report).toMatchObject({
      modelListing: 'listed',
      jsonMode: 'json_object',
      vision: 'refused',
      usable: true,
    });
    const text = formatReport(report);
    expect(text).toContain('  JSON mode  json_object (schema in the prompt; json_schema refused)');
    expect(text).toContain('  vision     not accepted (local-model)');
    expect(text).toContain(
      '  ! The vision model "local-model" did not take an image message (HTTP 400). Photos need a vision model (AI_VISION_MODEL) or AI_VISION_MODEL=ocr for the built-in OCR.',
    );
    expect(text).not.toContain(SECRET);
    expect(text).not.toContain('sk-live');
  });

  it('reports photos read by the built-in OCR without sending an image', async () => {
    const server = await serve(PROFILES.noSchema);
    const report = await checkProvider(
      openAiConfig({
        AI_BASE_URL: server.baseURL,
        AI_MODEL: 'local-model',
        AI_VISION_MODEL: 'ocr',
      }),
    );
    expect(report).toMatchObject({ jsonMode: 'json_object', vision: 'ocr', usable: true });
    expect(report.problems).toEqual([]);
    expect(formatReport(report)).toContain(
      '  vision     not used: photos are read by the built-in OCR (AI_VISION_MODEL=ocr)',
    );
    expect(server.chats.every((chat) => !chat.raw.includes('image_url'))).toBe(true);
  });

  it('keeps a pinned mode (AI_JSON_MODE) and does not step down from it', async () => {
    const server = await serve(PROFILES.noSchema);
    const pinned = providerFor(server, { AI_JSON_MODE: 'json_object' }, noReferences);
    await pinned.generateInstructions(recipe);
    expect(server.chats.map((chat) => chat.format)).toEqual(['json_object']);
    const strict = providerFor(server, { AI_JSON_MODE: 'json_schema' }, noReferences);
    const error = await strict.generateInstructions(recipe).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 502 });
    expect((error as Error).message).toBe('The AI provider rejected the request (HTTP 400).');
  });
});

describe('a server that refuses both json_schema and json_object', () => {
  it('falls back to the schema in the prompt, and remembers it', async () => {
    const server = await serve(PROFILES.promptOnly);
    const provider = providerFor(server, {}, noReferences);
    const recipes = await provider.generateRecipes(ask('dinner', 'chicken, broccoli'));
    expect(recipes.length).toBeGreaterThanOrEqual(3);
    expect(server.chats.map((chat) => chat.format)).toEqual(['json_schema', 'json_object', 'none']);
    expect(server.chats[2]!.raw).not.toContain('response_format');
    expect(server.chats[2]!.raw).toContain('JSON schema:');
    await provider.generateInstructions(recipe);
    expect(server.chats.map((chat) => chat.format).slice(3)).toEqual(['none']);
    expect(provider.jsonMode()).toBe('prompt');
  });

  it('reports prompt mode, an unlisted model and no vision in the check', async () => {
    const server = await serve(PROFILES.promptOnly);
    const report = await checkProvider(openAiConfig({ AI_BASE_URL: server.baseURL }));
    expect(report).toMatchObject({
      modelListing: 'unlisted',
      jsonMode: 'prompt',
      vision: 'refused',
      usable: true,
    });
    const text = formatReport(report);
    expect(text).toContain('gpt-4o-mini (/v1/models gives no list)');
    expect(text).toContain(
      '  JSON mode  prompt (schema in the prompt; json_schema and json_object refused)',
    );
    expect(text).not.toContain(SECRET);
  });
});

describe('a server that fences its JSON in markdown', () => {
  it('has its recipes, steps and photo answers read', async () => {
    const server = await serve(PROFILES.fenced);
    const provider = providerFor(server, { AI_MODEL: 'fenced-model' }, noReferences);
    const recipes = await provider.generateRecipes(ask('dinner', 'chicken, broccoli'));
    expect(recipes.length).toBeGreaterThanOrEqual(3);
    expect(recipes[0]!.title).toBe('Chicken And Broccoli Skillet');
    expect((await provider.generateInstructions(recipe)).length).toBeGreaterThanOrEqual(4);
    expect(await provider.analyzeImage(PNG)).toEqual([
      'tomato',
      'red onion',
      'basil',
      'mozzarella',
    ]);
    // One call each: a fenced answer is not a malformed one.
    expect(server.chats).toHaveLength(3);
  });

  it('passes the check', async () => {
    const server = await serve(PROFILES.fenced);
    const report = await checkProvider(
      openAiConfig({ AI_BASE_URL: server.baseURL, AI_MODEL: 'fenced-model' }),
    );
    expect(report).toMatchObject({ jsonMode: 'json_schema', vision: 'accepted', usable: true });
  });
});

describe('a server that fails with a secret in its body', () => {
  /** Everything of an error that could reach a client or a log line. */
  function exposed(error: unknown): string {
    const http = aiFailure(error);
    return [
      String(error),
      (error as Error).message,
      (error as Error).stack ?? '',
      JSON.stringify((error as { cause?: unknown }).cause ?? null),
      String(http.detail),
      http.message,
      JSON.stringify(http),
    ].join('\n');
  }

  /** What a log line of the error may hold: only a bounded, redacted excerpt. */
  function logged(error: unknown): string {
    const excerpt = (error as ProviderHttpError).excerpt;
    expect(excerpt.length).toBeLessThanOrEqual(160);
    return JSON.stringify(error);
  }

  it('reports 503 with a fixed text: the body reaches neither the error nor the API detail', async () => {
    const server = await serve(PROFILES.failing);
    const provider = providerFor(server, { AI_VISION_MODEL: 'llava' }, noReferences);
    const jobs = [
      () => provider.generateRecipes(ask('paella')),
      () => provider.generateInstructions(recipe),
      () => provider.analyzeImage(PNG),
    ];
    for (const job of jobs) {
      const error = await job().catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(AiProviderError);
      expect((error as AiProviderError).status).toBe(503);
      expect((error as Error).message).toBe(
        'The AI provider is unavailable (HTTP 500). Please try again later.',
      );
      expect(aiFailure(error).detail).toBe(AI_FAILURE_DETAIL[503]);
      const text = exposed(error);
      expect(text).not.toContain('sk-live');
      expect(text).not.toContain('db-7.corp');
      expect(text).not.toContain('upstream failed');
      expect(error).toBeInstanceOf(ProviderHttpError);
      expect((error as ProviderHttpError).excerpt).toBe(
        '500 upstream failed, key [redacted] internal-host [redacted]',
      );
      expect(logged(error)).not.toMatch(/sk-live|9f8e7d6c|db-7\.corp/);
    }
    // Two retries per job (500 is retryable), and no JSON-mode fallback on a 500.
    expect(server.chats.map((chat) => chat.format)).toEqual(Array(9).fill('json_schema'));
  });

  it('keeps refusal and bad-answer texts out of errors too', async () => {
    // A pinned mode the server refuses: the 400 body names the secret.
    const refusing = await serve(PROFILES.promptOnly);
    const pinned = providerFor(refusing, { AI_JSON_MODE: 'json_object' }, noReferences);
    const refused = await pinned.generateInstructions(recipe).catch((caught: unknown) => caught);
    expect(refused).toMatchObject({ status: 502 });
    expect(exposed(refused)).not.toContain('sk-live');
    expect(logged(refused)).not.toContain('sk-live');
    // A vision refusal (400 naming the secret) on a text-only server.
    const vision = await providerFor(refusing, {}, noReferences)
      .analyzeImage(PNG)
      .catch((caught: unknown) => caught);
    expect(vision).toMatchObject({ status: 502 });
    expect(exposed(vision)).not.toContain('sk-live');
    expect(logged(vision)).not.toContain('sk-live');
  });

  it('keeps bad answers out of errors: prose, and JSON with too few recipes', async () => {
    const answers = [
      `I cannot do that. My key is ${SECRET}.`,
      JSON.stringify({ options: [{ title: SECRET, ingredients: [{ name: SECRET }] }] }),
      JSON.stringify({ steps: [{ heading: SECRET, description: 1 }] }),
    ];
    for (const content of answers) {
      const server = await serve({ ...PROFILES.ollama, content });
      const provider = providerFor(server, {}, noReferences);
      for (const job of [
        () => provider.generateRecipes(ask('dinner')),
        () => provider.generateInstructions(recipe),
      ]) {
        const error = await job().catch((caught: unknown) => caught);
        expect(error).toBeInstanceOf(AiProviderError);
        expect((error as AiProviderError).status).toBe(502);
        expect((error as Error).message).toMatch(
          /^The AI provider returned (malformed JSON|an unusable answer|unusable instructions)/,
        );
        expect(exposed(error)).not.toMatch(/sk-live|db-7\.corp|cannot do that/);
        expect(JSON.stringify(error)).not.toContain('sk-live');
      }
    }
  });

  it('keeps a 200 that is not JSON (a proxy page) out of errors', async () => {
    const server = await serve({
      ...PROFILES.ollama,
      failWith: { status: 200, body: `<html><body>Gateway ${SECRET}</body></html>` },
    });
    const error = await providerFor(server, {}, noReferences)
      .generateRecipes(ask('dinner'))
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 502, message: 'The AI provider failed unexpectedly.' });
    expect(exposed(error)).not.toMatch(/sk-live|Gateway|html/);
  });

  it('fails the provider check without printing the body', async () => {
    const server = await serve(PROFILES.failing);
    const report = await checkProvider(
      openAiConfig({ AI_BASE_URL: server.baseURL, AI_MODEL: 'llama3.2' }),
    );
    expect(report).toMatchObject({ jsonMode: null, vision: 'unchecked', usable: false });
    const text = formatReport(report);
    expect(text).toContain(
      '  ! Chat completions failed: The AI provider is unavailable (HTTP 500). Please try again later.',
    );
    expect(text).toContain('  result     NOT usable');
    expect(text).not.toContain('sk-live');
    expect(text).not.toContain('upstream failed');
  });

  it('fails the check for a server that is not there', async () => {
    const server = await serve(PROFILES.ollama);
    const baseURL = server.baseURL;
    await server.close();
    started.length = 0;
    const report = await checkProvider(openAiConfig({ AI_BASE_URL: baseURL }));
    expect(report.usable).toBe(false);
    expect(formatReport(report)).toContain(`  ! The server at ${baseURL} is unreachable.`);
  });
});

afterAll(() => {
  started.length = 0;
});
