import type { InstructionService } from './instruction-service.ts';

/** What the instructions routes may use: services and settings, never repositories or SQL. */
export interface RouteDeps {
  instructions: InstructionService;
}
