/**
 * How the provider asks for JSON. OpenAI and Ollama take `response_format: json_schema`
 * (structured outputs); some OpenAI-compatible servers refuse it but take `json_object`; some take
 * neither. The provider starts with the strictest mode and steps down when a server refuses one
 * (`isResponseFormatRefusal`), remembering per model what worked. In the weaker modes the schema is
 * written into the prompt, and every answer is validated and repaired (repair.ts) either way.
 */
import OpenAI from 'openai';
import type { ResponseFormatJSONObject, ResponseFormatJSONSchema } from 'openai/resources/shared';

export const JSON_MODES = ['json_schema', 'json_object', 'prompt'] as const;
export type JsonMode = (typeof JSON_MODES)[number];

/** The next weaker mode, or undefined after `prompt`. */
export function weakerMode(mode: JsonMode): JsonMode | undefined {
  return JSON_MODES[JSON_MODES.indexOf(mode) + 1];
}

/** A pinned mode from AI_JSON_MODE, else undefined (the provider finds one); a typo stops the start. */
export function jsonModeSetting(value: string | undefined): JsonMode | undefined {
  const trimmed = value?.trim().toLowerCase();
  if (!trimmed) return undefined;
  const mode = JSON_MODES.find((known) => known === trimmed);
  if (!mode)
    throw new Error(
      `AI_JSON_MODE must be one of ${JSON_MODES.join(', ')} (or unset to let the provider find it).`,
    );
  return mode;
}

export function responseFormat(
  mode: JsonMode,
  name: string,
  schema: Record<string, unknown>,
): { response_format?: ResponseFormatJSONSchema | ResponseFormatJSONObject } {
  if (mode === 'json_schema')
    return {
      response_format: { type: 'json_schema', json_schema: { name, schema, strict: true } },
    };
  if (mode === 'json_object') return { response_format: { type: 'json_object' } };
  return {};
}

/**
 * The schema as an instruction, for the modes where the server does not enforce it. Names the
 * schema (`"recipe_options"`) so the answer's purpose is clear to the model.
 */
export function schemaInstruction(name: string, schema: Record<string, unknown>): string {
  return [
    `Answer with exactly one JSON object (the "${name}" answer) that matches this JSON schema.`,
    'No markdown, no comments, no text before or after it.',
    `JSON schema: ${JSON.stringify(schema)}`,
  ].join(' ');
}

/** Words in a refusal that point at the JSON mode rather than at the request as a whole. */
const FORMAT_WORDS =
  /response[_ ]?format|json[_ ]?schema|json[_ ]?object|structured[_ ]?output|guided[_ ]?json|grammar|strict/i;

/**
 * Whether an API error is the server refusing the requested JSON mode: HTTP 400, 415, 422 or 501
 * whose message names response_format / json_schema / json_object (or the parameter name says so).
 * The message is only read here, never passed on.
 */
export function isResponseFormatRefusal(error: unknown): boolean {
  if (!(error instanceof OpenAI.APIError)) return false;
  const status = error.status ?? 0;
  if (![400, 415, 422, 501].includes(status)) return false;
  const param = typeof error.param === 'string' ? error.param : '';
  return FORMAT_WORDS.test(param) || FORMAT_WORDS.test(error.message ?? '');
}
