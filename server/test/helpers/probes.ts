import { Worker } from 'node:worker_threads';

/**
 * Requests one URL again and again from a thread of its own (5 ms apart) and times each answer.
 * A client on the server's own thread cannot see the server's thread held: while it is held the
 * client does not even send. Plain JavaScript, evaluated, so the worker needs no loader.
 */
const PROBE_WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
let running = true;
const latencies = [];
const statuses = new Set();
parentPort.on('message', () => { running = false; });
(async () => {
  while (running) {
    const start = performance.now();
    const res = await fetch(workerData.url, { headers: workerData.headers });
    await res.arrayBuffer();
    latencies.push(performance.now() - start);
    statuses.add(res.status);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  parentPort.postMessage({ latencies, statuses: [...statuses] });
})().catch((error) => parentPort.postMessage({ error: String(error) }));
`;

export interface Probes {
  /** Ends the probing; the latencies in ms, in order, and the statuses answered. */
  stop(): Promise<{ latencies: number[]; statuses: number[] }>;
}

/** Starts probing `url` with these headers. */
export function startProbes(url: string, headers: Record<string, string>): Probes {
  const worker = new Worker(PROBE_WORKER, { eval: true, workerData: { url, headers } });
  const result = new Promise<{ latencies: number[]; statuses: number[] }>((resolve, reject) => {
    worker.once(
      'message',
      (message: { latencies: number[]; statuses: number[]; error?: string }) =>
        message.error ? reject(new Error(message.error)) : resolve(message),
    );
    worker.once('error', reject);
  });
  return {
    async stop() {
      worker.postMessage('stop');
      try {
        return await result;
      } finally {
        await worker.terminate();
      }
    },
  };
}
