import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';

/** A fresh cache per test, no deduping and no retries, so each test sees exactly its own requests. */
export function FreshSWR({ children }: { children: ReactNode }) {
  return (
    <SWRConfig
      value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}
    >
      {children}
    </SWRConfig>
  );
}
