import type { ComponentProps } from 'react';
import { Spinner } from '#src/components/ui/spinner';
import { instructionsPanelCode } from '#src/features/cook/instructions-panel-code';
import type { InstructionsPanel } from './instructions-panel';

/**
 * The cook-along side (the step path, timers, voice, "Mark as cooked") as a chunk of its own, so the
 * recipe itself paints without it (instructions-panel-code.ts); a spinner holds its place for the
 * moment it may still be on its way.
 */
export function LazyInstructionsPanel(props: ComponentProps<typeof InstructionsPanel>) {
  const code = instructionsPanelCode.use();
  if (!code) return <Spinner className="min-h-80 justify-center p-8" />;
  return <code.InstructionsPanel {...props} />;
}
