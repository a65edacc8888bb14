/**
 * A failing OpenAI-compatible provider seen through the API: the error the real provider throws
 * (against a fake server whose body holds a secret) reaches the client as the contract's fixed
 * 503/502 detail, and the log line holds at most the provider's redacted excerpt.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { OpenAiProvider, openAiConfig } from '#server/src/ai/openai-provider.ts';
import { noReferences } from '#server/src/ai/openai/references.ts';
import { AI_FAILURE_DETAIL } from '#server/src/platform/errors.ts';
import {
  PROFILES,
  SECRET,
  startFakeServer,
  type FakeServer,
} from './ai/support/fake-compatible.ts';
import { testBackends } from './helpers/database.ts';
import { startTestServer, type TestClient, type TestServer } from './helpers/server.ts';

describe.each(testBackends())('a failing AI provider through the API (%s)', (backend) => {
  let server: TestServer;
  let fake: FakeServer;
  let anna: TestClient;
  const lines: string[] = [];

  beforeAll(async () => {
    fake = await startFakeServer(PROFILES.failing);
    server = await startTestServer(
      backend,
      {},
      { logger: { level: 'warn', stream: { write: (line: string) => void lines.push(line) } } },
    );
  });
  afterAll(async () => {
    await server?.close();
    await fake?.close();
  });
  beforeEach(async () => {
    await server.reset();
    lines.length = 0;
    anna = server.client();
    await anna.signup('anna');
  });

  /** What the real provider throws against the failing server. */
  async function providerFailure(): Promise<unknown> {
    const provider = new OpenAiProvider(
      openAiConfig({ AI_BASE_URL: fake.baseURL, AI_API_KEY: 'sk-test-key-1234567890' }),
      { references: noReferences },
    );
    return provider
      .generateRecipes({ prompt: 'paella', writtenIngredients: '', imageIngredients: [] })
      .catch((caught: unknown) => caught);
  }

  it('answers 503 with the fixed detail, and logs only a redacted excerpt', async () => {
    const error = await providerFailure();
    server.ai.failNext('generate', error as Error);
    const res = await anna.post('/api/preparing/generate', { json: { prompt: 'paella' } });
    expect(res.status).toBe(503);
    expect(res.json).toEqual({ detail: AI_FAILURE_DETAIL[503] });
    expect(res.body).not.toMatch(/sk-live|db-7\.corp|upstream failed/);
    const logged = lines.join('\n');
    expect(logged).toContain('Recipe generation failed');
    expect(logged).toContain('500 upstream failed, key [redacted] internal-host [redacted]');
    expect(logged).not.toContain(SECRET.split(' ')[0]!);
    expect(logged).not.toContain('db-7.corp');
    expect(logged).not.toContain('sk-test-key');
  });
});
