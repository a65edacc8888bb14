/**
 * The built-in offline provider: the recipe composer, the instruction writer and OCR. It needs
 * no network and gives the same answer for the same input.
 */
import { composeRecipes } from './composer/compose.ts';
import type { InstructionStep } from './contract.ts';
import { generateInstructions } from './instructions.ts';
import { OcrEngine } from './ocr.ts';
import type { AiProvider, ComposedRecipe, GenerationInput, InstructionInput } from './provider.ts';

export class BuiltinProvider implements AiProvider {
  readonly name = 'built-in';
  private readonly ocr = new OcrEngine();

  async generateRecipes(input: GenerationInput, signal?: AbortSignal): Promise<ComposedRecipe[]> {
    signal?.throwIfAborted();
    return composeRecipes(input);
  }

  async generateInstructions(
    recipe: InstructionInput,
    signal?: AbortSignal,
  ): Promise<InstructionStep[]> {
    signal?.throwIfAborted();
    return generateInstructions(recipe);
  }

  analyzeImage(image: Buffer, signal?: AbortSignal): Promise<string[]> {
    return this.ocr.analyze(image, signal);
  }

  close(): Promise<void> {
    return this.ocr.close();
  }
}
