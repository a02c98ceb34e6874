/** The catalogue's "logged": a failure recorded for developers, never shown to the visitor. */
export function logFailure(what: string, error: unknown): void {
  console.error(`Failed to ${what}:`, error);
}

/** Runs a load, logging its failure before passing it on. */
export async function logged<T>(what: string, load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    logFailure(what, error);
    throw error;
  }
}
