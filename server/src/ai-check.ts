/**
 * `npm run ai:check`: checks the OpenAI-compatible provider configured by AI_BASE_URL, AI_API_KEY,
 * AI_MODEL and AI_VISION_MODEL (see server/src/ai/openai/check.ts). Exits 1 when it is not usable
 * or none is configured.
 */
import { openAiConfig } from '#server/src/ai/openai-provider.ts';
import { checkProvider, formatReport } from '#server/src/ai/openai/check.ts';

const env = process.env;
if (!env.AI_BASE_URL?.trim() && !env.AI_API_KEY?.trim()) {
  console.log(
    'No model is configured (AI_BASE_URL and AI_API_KEY are unset): Sous uses its built-in engine.\n' +
      'Set AI_BASE_URL (and AI_MODEL, AI_API_KEY if the server needs one) to check a provider.',
  );
  process.exit(1);
}
const report = await checkProvider(openAiConfig(env));
console.log(formatReport(report));
process.exit(report.usable ? 0 : 1);
