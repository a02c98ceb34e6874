// The other half of index.html's inline script, which keeps the buttons pressed on a page the
// server drew before this script took it over.

declare global {
  interface Window {
    /** Stops keeping presses and gives those kept (index.html). */
    __earlyClicks?: () => HTMLButtonElement[];
  }
}

/** Called as React starts listening: from then on, React itself replays what it has not drawn. */
export function takeEarlyClicks(): HTMLButtonElement[] {
  return window.__earlyClicks?.() ?? [];
}

/**
 * Presses the kept buttons again, once the page is live; a button React drew anew (the drawn
 * one no longer in the page) is skipped. Empties the list, so a second call presses nothing.
 */
export function pressAgain(buttons: HTMLButtonElement[]): void {
  for (const button of buttons.splice(0)) if (button.isConnected) button.click();
}
