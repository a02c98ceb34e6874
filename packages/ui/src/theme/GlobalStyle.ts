import { createGlobalStyle } from 'styled-components';
import { media } from './breakpoints';
import { tokenDeclarations, vars } from './tokens';

/** Emits every token once as a CSS custom property, plus the base element styles. */
export const GlobalStyle = createGlobalStyle`
  :root {
    ${tokenDeclarations()}
  }

  ${media.reducedMotion} {
    :root {
      --ic-motion-fast: 0ms;
      --ic-motion-fade: 0ms;
      --ic-motion-slide: 0ms;
    }
    *, *::before, *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      scroll-behavior: auto !important;
      transition-duration: 0.01ms !important;
    }
  }

  *, *::before, *::after { box-sizing: border-box; }

  html { -webkit-text-size-adjust: 100%; }

  body {
    margin: 0;
    background: ${vars.color.paper};
    color: ${vars.color.ink};
    font-family: ${vars.font.body};
    font-size: ${vars.fontSize.md};
    line-height: ${vars.lineHeight.normal};
    -webkit-font-smoothing: antialiased;
  }

  h1, h2, h3, h4 {
    margin: 0;
    font-family: ${vars.font.display};
    font-weight: ${vars.fontWeight.regular};
    letter-spacing: ${vars.letterSpacing.display};
    line-height: ${vars.lineHeight.tight};
  }

  /*
   * Hindi (issue 19): Devanagari from Noto Sans Devanagari wherever the Latin fonts have no
   * glyph; taller lines for its matras; no letter-spacing, which breaks its joined letters; bold
   * headings, as Bangers' weight is not there in Devanagari.
   */
  :root:lang(hi) {
    --ic-font-body: 'Nunito', 'Noto Sans Devanagari', system-ui, sans-serif;
    --ic-font-display: 'Bangers', 'Noto Sans Devanagari', 'Impact', sans-serif;
    --ic-lineHeight-tight: 1.4;
    --ic-lineHeight-normal: 1.7;
    --ic-letterSpacing-display: normal;
  }
  :lang(hi) h1, :lang(hi) h2, :lang(hi) h3, :lang(hi) h4 {
    font-weight: ${vars.fontWeight.bold};
  }

  img, svg { display: block; max-width: 100%; }

  button, input, select, textarea { font: inherit; color: inherit; }

  :focus-visible {
    outline: ${vars.size.focusRing} solid ${vars.color.focus};
    outline-offset: 2px;
  }

  .ic-visually-hidden {
    position: absolute;
    width: 1px;
    height: 1px;
    padding: 0;
    margin: -1px;
    overflow: hidden;
    clip: rect(0, 0, 0, 0);
    white-space: nowrap;
    border: 0;
  }
`;
