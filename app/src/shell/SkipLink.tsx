import { useT } from '@ic/ui';
import { useState, type MouseEvent } from 'react';

export const MAIN_ID = 'main';

/**
 * The first stop of the keyboard: jumps past the header to the page's content. Hidden until
 * focused, with the design system's visually-hidden class, so the app adds no styles of its own.
 */
export function SkipLink() {
  const [focused, setFocused] = useState(false);
  const t = useT();
  // Focus moves too, not only the scroll position, so the next Tab continues inside the content.
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(MAIN_ID);
    if (!main) return;
    event.preventDefault();
    main.focus();
    main.scrollIntoView();
  };
  return (
    <a
      href={`#${MAIN_ID}`}
      className={focused ? undefined : 'ic-visually-hidden'}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
      onClick={skip}
    >
      {t('shell.skip')}
    </a>
  );
}
