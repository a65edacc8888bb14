/**
 * The built-in offline provider: recipes from the recipe book (kitchen/engine), the instruction
 * writer for recipes that bring no steps of their own, and OCR. It needs no network and gives the
 * same answer for the same input.
 */
import { generateFromBook, theBook } from '#server/src/ai/book-engine/index.ts';
import type { InstructionStep } from '#kitchen/contract.ts';
import { generateInstructions } from './instructions.ts';
import { OcrEngine } from './ocr.ts';
import type {
  AiProvider,
  GeneratedRecipes,
  GenerationInput,
  InstructionInput,
} from './provider.ts';

export class BuiltinProvider implements AiProvider {
  readonly name = 'built-in';
  private readonly ocr = new OcrEngine();

  constructor() {
    // Load and check the book once, at start-up: a broken dish stops the server here, not mid-request.
    theBook();
  }

  async generateRecipes(input: GenerationInput, signal?: AbortSignal): Promise<GeneratedRecipes> {
    signal?.throwIfAborted();
    return generateFromBook(input);
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
