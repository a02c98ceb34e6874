import { useCallback, useState } from 'react';

/** Where this browser keeps the spotlight cards a visitor bookmarked. */
export const SAVED_SPOTLIGHTS_KEY = 'ic.savedSpotlights';

function readSaved(): string[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(SAVED_SPOTLIGHTS_KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((id) => typeof id === 'string') : [];
  } catch {
    // Unreadable storage (private mode, a hand-edited value) means nothing saved yet.
    return [];
  }
}

function writeSaved(ids: readonly string[]): void {
  try {
    localStorage.setItem(SAVED_SPOTLIGHTS_KEY, JSON.stringify(ids));
  } catch {
    // Storage full or blocked: the bookmark still holds for this visit.
  }
}

/**
 * Today's Spotlight bookmarks for a sample with no comic of its title (those go on My list): a
 * toggle kept in this browser, so a saved card stays saved on the next visit. Nothing is sent.
 */
export function useSavedSpotlights() {
  const [saved, setSaved] = useState<string[]>(readSaved);
  const toggle = useCallback((id: string) => {
    setSaved((current) => {
      const next = current.includes(id) ? current.filter((s) => s !== id) : [...current, id];
      writeSaved(next);
      return next;
    });
  }, []);
  return { saved, toggle };
}
