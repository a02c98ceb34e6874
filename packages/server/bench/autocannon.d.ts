// The part of autocannon's programmatic API the benchmark uses (the package ships no types).
declare module 'autocannon' {
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    headers?: Record<string, string>;
    /** Each connection runs these in turn; a setupRequest answering undefined starts over. */
    requests?: Request[];
  }
  export type Context = Record<string, unknown>;
  export interface RequestParams {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
  }
  export interface Request extends RequestParams {
    setupRequest?: (request: RequestParams, context: Context) => RequestParams | undefined;
    onResponse?: (status: number, body: string, context: Context) => void;
  }
  interface Latency {
    average: number;
    p50: number;
    p99: number;
  }
  export interface Result {
    statusCodeStats: Record<string, { count: number }>;
    requests: { average: number; total: number };
    latency: Latency;
    errors: number;
    timeouts: number;
    non2xx: number;
  }
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
