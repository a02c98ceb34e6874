import type { ReactElement } from 'react';
import { ServerStyleSheet } from 'styled-components';

/** The CSS one server render used, collected so the first HTML carries it (no unstyled flash). */
export interface ServerStyles {
  /** The element with every styled component inside it writing to this sheet. */
  collect(element: ReactElement): ReactElement;
  /** The <style> tags of what the render used; the sheet is sealed afterwards. */
  tags(): string;
}

export function serverStyles(): ServerStyles {
  const sheet = new ServerStyleSheet();
  return {
    collect: (element) => sheet.collectStyles(element),
    tags() {
      try {
        return sheet.getStyleTags();
      } finally {
        sheet.seal();
      }
    },
  };
}
