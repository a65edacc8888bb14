/** Runtime switches of the mock backend (set by startMockWorker; tests keep the defaults). */
export const mockConfig = {
  /** Adds a realistic 150-400 ms delay to every /api call so busy states are visible (dev:mock). */
  latency: false,
  /** What a photo is read for (GET /preparing/capabilities); the built-in server's default is text (OCR). */
  photoReading: 'text' as 'ingredients' | 'text',
  /**
   * The origin of public share links. The mock serves no public page (the server renders /s/{token}),
   * so links point at a stand-in origin: pictures and tests do not depend on the port.
   */
  shareOrigin: 'https://sous.example',
};

let calls = 0;

/** A deterministic 150-400 ms spread (no randomness, so runs are repeatable). */
export function nextLatencyMs(): number {
  calls += 1;
  return 150 + ((calls * 97) % 251);
}
