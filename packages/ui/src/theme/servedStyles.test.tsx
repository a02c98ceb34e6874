import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import styled from 'styled-components';
import { afterEach, describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { adoptServedStyles } from './servedStyles';
import { serverStyles } from './serverStyles';

const Drawn = styled.p`
  color: rgb(1, 2, 3);
`;
const Later = styled.p`
  color: rgb(4, 5, 6);
`;

const SHEETS = 'style[data-styled]';

/** What the server writes into a page's head for `element`. */
function drawOnServer(element: ReactElement) {
  const styles = serverStyles();
  renderToStaticMarkup(styles.collect(element));
  // In a browser, styled-components' server sheet writes a tag of its own too: a server has none.
  document.querySelectorAll(SHEETS).forEach((tag) => tag.remove());
  return styles.tags();
}

/** The rules styled-components inserted into its own sheets in this document. */
const insertedRules = () =>
  [...document.querySelectorAll<HTMLStyleElement>(SHEETS)]
    .flatMap((tag) => [...(tag.sheet?.cssRules ?? [])].map((rule) => rule.cssText))
    .join('\n');

afterEach(() => {
  document.head.querySelector('style[data-served-styles]')?.remove();
});

describe('adoptServedStyles', () => {
  it("keeps a drawn page's styles where they are and inserts only what is new", async () => {
    document.head.insertAdjacentHTML('beforeend', drawOnServer(<Drawn>Drawn on the server</Drawn>));
    const served = document.head.querySelector('style[data-served-styles]');
    expect(served?.textContent).toContain('rgb(1, 2, 3)');

    adoptServedStyles();
    const screen = await render(
      <>
        <Drawn>Drawn on the server</Drawn>
        <Later>Drawn later</Later>
      </>,
    );

    const drawn = screen.getByText('Drawn on the server').element();
    const later = screen.getByText('Drawn later').element();
    expect(getComputedStyle(drawn).color).toBe('rgb(1, 2, 3)');
    expect(getComputedStyle(later).color).toBe('rgb(4, 5, 6)');
    expect(served?.isConnected).toBe(true);
    expect(insertedRules()).not.toContain('rgb(1, 2, 3)');
    expect(insertedRules()).toContain('rgb(4, 5, 6)');
  });
});
