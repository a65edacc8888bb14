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

/** Latencies of probes while some work ran, and of as many again right after it, with none. */
export interface Compared<T> {
  results: T[];
  busy: number[];
  quiet: number[];
}

/**
 * Runs each piece of work while probing `url`, and after each probes as long again with nothing
 * running: the machine's own noise (2 shared cores, other test files and builds) then weighs on
 * both sides alike, window by window, and both maxima are taken over as long a time.
 */
export async function probeAround<T>(
  url: string,
  headers: Record<string, string>,
  work: (() => Promise<T>)[],
): Promise<Compared<T>> {
  const compared: Compared<T> = { results: [], busy: [], quiet: [] };
  const latencies = ({ latencies, statuses }: { latencies: number[]; statuses: number[] }) => {
    if (statuses.some((status) => status !== 200))
      throw new Error(`a probe of ${url} answered ${statuses.join(', ')}`);
    return latencies;
  };
  for (const run of work) {
    const busy = startProbes(url, headers);
    const start = performance.now();
    try {
      compared.results.push(await run());
    } finally {
      compared.busy.push(...latencies(await busy.stop()));
    }
    const quiet = startProbes(url, headers);
    await new Promise((resolve) => setTimeout(resolve, performance.now() - start));
    compared.quiet.push(...latencies(await quiet.stop()));
  }
  return compared;
}

const DOWNLOAD_WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
(async () => {
  const start = performance.now();
  let firstByteMs = 0;
  let bytes = 0;
  const res = await fetch(workerData.url, { headers: workerData.headers });
  const reader = res.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    firstByteMs ||= performance.now() - start;
    bytes += value.byteLength;
  }
  parentPort.postMessage({ status: res.status, bytes, ms: performance.now() - start, firstByteMs });
})().catch((error) => parentPort.postMessage({ error: String(error) }));
`;

/** A download timed from a thread of its own (so the client does not take the server's thread). */
export async function downloadInThread(
  url: string,
  headers: Record<string, string>,
): Promise<{ status: number; bytes: number; ms: number; firstByteMs: number }> {
  const worker = new Worker(DOWNLOAD_WORKER, { eval: true, workerData: { url, headers } });
  try {
    const message = await new Promise<{
      status: number;
      bytes: number;
      ms: number;
      firstByteMs: number;
      error?: string;
    }>((resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
    });
    if (message.error) throw new Error(message.error);
    return message;
  } finally {
    await worker.terminate();
  }
}
