import { afterEach, beforeEach, vi, type MockInstance } from 'vitest';

/** Silences and records console.error for the file, the catalogue's "logged". */
export function captureErrorLog(): { calls: () => unknown[][]; spy: () => MockInstance } {
  let spy: MockInstance | undefined;
  beforeEach(() => {
    spy = vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => spy?.mockRestore());
  return {
    calls: () => spy?.mock.calls ?? [],
    spy: () => {
      if (!spy) throw new Error('captureErrorLog: used outside a test');
      return spy;
    },
  };
}
