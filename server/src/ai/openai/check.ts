/**
 * The provider check behind `npm run ai:check`: is the configured OpenAI-compatible server usable
 * for Sous, and how? It reports the base URL (credentials and query left out), whether the model
 * is among those /v1/models lists, the JSON mode the server takes (json_schema, json_object, or
 * the schema in the prompt: the same fallback the provider uses), and whether the vision model
 * accepts an image message. The server's own error texts are not printed: statuses only.
 */
import sharp from 'sharp';
import OpenAI from 'openai';
import { normalizeForVision } from '#server/src/ai/image.ts';
import {
  NO_API_KEY,
  OpenAiProvider,
  ProviderHttpError,
  type OpenAiConfig,
} from '#server/src/ai/openai-provider.ts';
import { AiProviderError } from '#server/src/ai/provider.ts';
import { parseModelJson } from './json.ts';
import type { JsonMode } from './modes.ts';
import { noReferences } from './references.ts';
import { PHOTO_INGREDIENTS_SCHEMA } from './schemas.ts';

export const OPENAI_DEFAULT_BASE_URL = 'https://api.openai.com/v1';
const CHECK_TIMEOUT_MS = 30_000;

const PROBE_SCHEMA: Record<string, unknown> = {
  type: 'object',
  additionalProperties: false,
  required: ['ok'],
  properties: { ok: { type: 'boolean' } },
};

export interface ProviderReport {
  /** The base URL without user, password, query or fragment. */
  readonly baseURL: string;
  readonly apiKeySet: boolean;
  readonly model: string;
  /** listed: /v1/models names the model; missing: it lists others; unlisted: no list was given. */
  readonly modelListing: 'listed' | 'missing' | 'unlisted';
  /** How many models the server lists (0 when it lists none). */
  readonly listedModels: number;
  /** The JSON mode that worked, or null when no chat call succeeded. */
  readonly jsonMode: JsonMode | null;
  readonly visionModel: string;
  /** accepted / refused by the vision model, ocr when photos are read by the built-in OCR, unchecked when chat failed. */
  readonly vision: 'accepted' | 'refused' | 'ocr' | 'unchecked';
  /** What is wrong, in words for the operator (no provider text). */
  readonly problems: readonly string[];
  /** Recipes can be generated: a JSON mode works. */
  readonly usable: boolean;
}

/** The base URL as safe to print: scheme, host, port and path only. */
export function displayBaseUrl(baseURL: string | undefined): string {
  const raw = baseURL ?? OPENAI_DEFAULT_BASE_URL;
  try {
    const url = new URL(raw);
    return `${url.protocol}//${url.host}${url.pathname.replace(/\/$/, '')}`;
  } catch {
    return '(not a valid URL)';
  }
}

function statusOf(error: unknown): string {
  if (error instanceof OpenAI.APIConnectionTimeoutError) return 'timed out';
  if (error instanceof OpenAI.APIConnectionError) return 'unreachable';
  if (error instanceof OpenAI.APIError) return `HTTP ${error.status ?? '?'}`;
  return 'failed';
}

/** Why a check call failed, in a few words of ours. */
function reasonOf(error: unknown): string {
  if (error instanceof ProviderHttpError) return `HTTP ${error.httpStatus}`;
  if (error instanceof AiProviderError) return error.message.replace(/\.$/, '').toLowerCase();
  return 'no JSON answer';
}

async function listModels(client: OpenAI): Promise<{ ids: string[] } | { error: string }> {
  try {
    const ids: string[] = [];
    for await (const model of client.models.list()) {
      ids.push(model.id);
      if (ids.length >= 1000) break;
    }
    return { ids };
  } catch (error) {
    return { error: statusOf(error) };
  }
}

/** A small photo to show the vision model: a red square, the way the app sends photos. */
async function probeImage(): Promise<Buffer> {
  const png = await sharp({
    create: { width: 64, height: 64, channels: 3, background: '#c0392b' },
  })
    .png()
    .toBuffer();
  return normalizeForVision(png);
}

export async function checkProvider(config: OpenAiConfig): Promise<ProviderReport> {
  const problems: string[] = [];
  const baseURL = displayBaseUrl(config.baseURL);
  const quick: OpenAiConfig = {
    ...config,
    maxRetries: 0,
    timeoutMs: Math.min(config.timeoutMs, CHECK_TIMEOUT_MS),
  };
  const client = new OpenAI({
    baseURL: config.baseURL,
    apiKey: config.apiKey,
    timeout: quick.timeoutMs,
    maxRetries: 0,
  });
  const provider = new OpenAiProvider(quick, { references: noReferences });
  const base = {
    baseURL,
    apiKeySet: config.apiKey !== NO_API_KEY,
    model: config.model,
    visionModel: config.visionModel,
  };

  const listing = await listModels(client);
  let modelListing: ProviderReport['modelListing'] = 'unlisted';
  let listedModels = 0;
  if ('ids' in listing) {
    listedModels = listing.ids.length;
    // Ollama lists "llama3.2:latest" for "llama3.2".
    const names = new Set(listing.ids.flatMap((id) => [id, id.replace(/:latest$/, '')]));
    if (listedModels > 0) modelListing = names.has(config.model) ? 'listed' : 'missing';
    if (modelListing === 'missing')
      problems.push(
        `The server lists ${listedModels} model(s), but not "${config.model}" (AI_MODEL).`,
      );
  } else if (listing.error === 'unreachable' || listing.error === 'timed out') {
    problems.push(
      listing.error === 'unreachable'
        ? `The server at ${baseURL} is unreachable.`
        : `The server at ${baseURL} did not answer in time.`,
    );
    return {
      ...base,
      modelListing,
      listedModels,
      jsonMode: null,
      vision: 'unchecked',
      problems,
      usable: false,
    };
  }

  let jsonMode: JsonMode | null = null;
  try {
    const answer = await provider.complete(
      config.model,
      [
        { role: 'system', content: 'You check that a server answers in JSON.' },
        { role: 'user', content: 'Answer with the JSON object {"ok": true}.' },
      ],
      'provider_check',
      PROBE_SCHEMA,
      undefined,
    );
    parseModelJson(answer.content);
    jsonMode = answer.mode;
  } catch (error) {
    problems.push(
      error instanceof AiProviderError
        ? `Chat completions failed: ${error.message}`
        : 'The model answered, but not with JSON in any mode (json_schema, json_object, prompt).',
    );
  }

  let vision: ProviderReport['vision'] = 'unchecked';
  if (config.visionModel === 'ocr') vision = 'ocr';
  else if (jsonMode !== null) {
    try {
      const answer = await provider.complete(
        config.visionModel,
        OpenAiProvider.photoMessages(await probeImage()),
        'photo_ingredients',
        PHOTO_INGREDIENTS_SCHEMA,
        undefined,
      );
      parseModelJson(answer.content);
      vision = 'accepted';
    } catch (error) {
      vision = 'refused';
      problems.push(
        `The vision model "${config.visionModel}" did not take an image message (${reasonOf(error)}). ` +
          'Photos need a vision model (AI_VISION_MODEL) or AI_VISION_MODEL=ocr for the built-in OCR.',
      );
    }
  }

  return {
    ...base,
    modelListing,
    listedModels,
    jsonMode,
    vision,
    problems,
    usable: jsonMode !== null,
  };
}

const MODE_TEXT: Record<JsonMode, string> = {
  json_schema: 'json_schema (structured outputs)',
  json_object: 'json_object (schema in the prompt; json_schema refused)',
  prompt: 'prompt (schema in the prompt; json_schema and json_object refused)',
};

/** The report as the command prints it. */
export function formatReport(report: ProviderReport): string {
  const listing =
    report.modelListing === 'listed'
      ? 'listed by /v1/models'
      : report.modelListing === 'missing'
        ? `NOT among the ${report.listedModels} models /v1/models lists`
        : '/v1/models gives no list';
  const vision =
    report.vision === 'accepted'
      ? `accepted (${report.visionModel})`
      : report.vision === 'refused'
        ? `not accepted (${report.visionModel})`
        : report.vision === 'ocr'
          ? 'not used: photos are read by the built-in OCR (AI_VISION_MODEL=ocr)'
          : 'not checked';
  const lines = [
    'Sous AI provider check',
    `  base URL   ${report.baseURL}`,
    `  API key    ${report.apiKeySet ? 'set (not shown)' : 'not set'}`,
    `  model      ${report.model} (${listing})`,
    `  JSON mode  ${report.jsonMode ? MODE_TEXT[report.jsonMode] : 'none works'}`,
    `  vision     ${vision}`,
    ...report.problems.map((problem) => `  ! ${problem}`),
    report.usable
      ? '  result     usable'
      : '  result     NOT usable: Sous cannot generate recipes with this provider',
  ];
  return lines.join('\n');
}
