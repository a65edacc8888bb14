import { rmSync } from 'node:fs';
import { REPORT_DIR, visualMode } from './visual';

/** Jest global setup of the story runner: a visual run starts from an empty report. */
export default async function globalSetup() {
  if (visualMode() === 'off') return;
  rmSync(REPORT_DIR, { recursive: true, force: true });
}
