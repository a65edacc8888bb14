import { GENERATE_TEXTS } from '#src/features/generate/texts';

/** Prompts and typed ingredients need at least 3 characters. */
export const MIN_INPUT_LENGTH = 3;

/** The checks' messages in the current language. */
const VALIDATION = GENERATE_TEXTS.validation;

/** The prompt step: the error for a prompt, or null when it may be submitted (trimmed). */
export function validatePrompt(value: string): string | null {
  const trimmed = value.trim();
  if (!trimmed) return VALIDATION.promptRequired;
  if (trimmed.length < MIN_INPUT_LENGTH) return VALIDATION.tooShort;
  return null;
}

/** The ingredients step: optional, but when given it needs 3 characters after trimming. */
export function validateIngredients(value: string): string | null {
  const trimmed = value.trim();
  if (trimmed && trimmed.length < MIN_INPUT_LENGTH) return VALIDATION.tooShort;
  return null;
}
