import { useEffect, useEffectEvent, useState } from 'react';

/**
 * A search box's text while it is being typed. It commits (trimmed) `delayMs` after the last
 * keystroke, or at once on `flush` (Enter). A new `query` from outside (the header search, the
 * back button) replaces the text; our own commit coming back does not, so typing is never lost.
 */
export function useSearchDraft(query: string, onCommit: (query: string) => void, delayMs: number) {
  const [draft, setDraft] = useState(query);
  const [committed, setCommitted] = useState(query);
  // The query as last seen: between our commit and the parent's update it is still the old one.
  const [seen, setSeen] = useState(query);
  if (query !== seen) {
    setSeen(query);
    if (query !== committed) {
      setCommitted(query);
      setDraft(query);
    }
  }

  const commit = useEffectEvent((value: string) => {
    setCommitted(value);
    onCommit(value);
  });

  const next = draft.trim();
  useEffect(() => {
    if (next === committed) return undefined;
    const timer = setTimeout(() => commit(next), delayMs);
    return () => clearTimeout(timer);
  }, [next, committed, delayMs]);

  const flush = () => {
    if (next !== committed) {
      setCommitted(next);
      onCommit(next);
    }
  };

  return { draft, setDraft, flush };
}
