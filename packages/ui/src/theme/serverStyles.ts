import type { ReactElement } from 'react';
import { ServerStyleSheet } from 'styled-components';
import { SERVED_STYLES_ATTRIBUTE } from './servedStyles';

/** The CSS one server render used, collected so the first HTML carries it (no unstyled flash). */
export interface ServerStyles {
  /** The element with every styled component inside it writing to this sheet. */
  collect(element: ReactElement): ReactElement;
  /** The <style> tag of what the render used, for `adoptServedStyles`; the sheet is sealed after. */
  tags(): string;
}

export function serverStyles(): ServerStyles {
  const sheet = new ServerStyleSheet();
  return {
    collect: (element) => sheet.collectStyles(element),
    tags() {
      try {
        const css = sheet.instance.toString();
        return css ? `<style ${SERVED_STYLES_ATTRIBUTE}>${css}</style>` : '';
      } finally {
        sheet.seal();
      }
    },
  };
}
