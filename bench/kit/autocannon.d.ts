// Types for the parts of autocannon (it ships none) bench/load.ts uses.
declare module 'autocannon' {
  interface Request {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
    setupRequest?: (request: Request, context: Record<string, unknown>) => Request;
    onResponse?: (status: number, body: string, context: Record<string, unknown>) => void;
  }

  interface Histogram {
    average: number;
    min: number;
    max: number;
    total: number;
    p50: number;
    p90: number;
    p99: number;
  }

  interface Result {
    duration: number;
    requests: Histogram;
    latency: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
  }

  interface Client {
    setRequests(requests: Request[]): void;
  }

  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    timeout?: number;
    requests?: Request[];
    setupClient?: (client: Client) => void;
  }

  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
  export type { Request, Result, Options, Client };
}
