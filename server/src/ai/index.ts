/**
 * The AI engine's entry point. `createAiProvider` picks the OpenAI-compatible provider when
 * AI_BASE_URL or AI_API_KEY is set, and the built-in offline provider otherwise.
 */
import { theBook } from './book-engine/index.ts';
import { BuiltinProvider } from './builtin-provider.ts';
import { OcrEngine } from './ocr.ts';
import { bookReferenceFinder } from './openai/references.ts';
import { OpenAiProvider, openAiConfig } from './openai-provider.ts';
import type { AiProvider } from './provider.ts';

export { AiProviderError, InvalidImageError } from './provider.ts';
export type { AiProvider, ComposedRecipe, GenerationInput, InstructionInput } from './provider.ts';
export { BuiltinProvider } from './builtin-provider.ts';
export { OpenAiProvider, openAiConfig } from './openai-provider.ts';
export { CATALOGUE } from '#kitchen/catalogue/index.ts';
export { parseIngredients } from '#kitchen/parse-ingredients.ts';

export function createAiProvider(env: NodeJS.ProcessEnv = process.env): AiProvider {
  if (env.AI_BASE_URL?.trim() || env.AI_API_KEY?.trim()) {
    const config = openAiConfig(env);
    return new OpenAiProvider(config, {
      ocr: config.visionModel === 'ocr' ? new OcrEngine() : undefined,
      // The book the built-in engine reads, loaded and checked once at start-up, grounds the model.
      references: bookReferenceFinder(theBook().dishes),
    });
  }
  return new BuiltinProvider();
}
