/**
 * The design tokens: the one place where a colour, a size or a duration is written.
 * GlobalStyle emits them once as CSS custom properties; components read them through `vars`.
 * Colour pairs are chosen for WCAG AA contrast (text on its intended background >= 4.5:1).
 */
export const tokens = {
  color: {
    ink: '#14121f',
    paper: '#fffaf0',
    surface: '#ffffff',
    surfaceAlt: '#fff1cc',
    surfaceInverse: '#1d1a2e',
    textInverse: '#ffffff',
    muted: '#4d4a5c',
    border: '#14121f',
    primary: '#c81e3a',
    primaryHover: '#a3142c',
    onPrimary: '#ffffff',
    secondary: '#ffc832',
    secondaryHover: '#f0b400',
    onSecondary: '#14121f',
    accent: '#1a4fd6',
    accentHover: '#123ba6',
    onAccent: '#ffffff',
    success: '#17703a',
    successSurface: '#e3f6e9',
    danger: '#b3261e',
    dangerSurface: '#fde7e6',
    warning: '#8a5a00',
    disabled: '#d9d6e0',
    onDisabled: '#4d4a5c',
    focus: '#1a4fd6',
    overlay: 'rgb(20 18 31 / 0.72)',
    skeleton: '#e8e4ef',
    skeletonShine: '#f6f3fa',
    reader: '#0b0a12',
    onReader: '#f2f0f7',
  },
  font: {
    display: "'Bangers', 'Impact', 'Arial Black', sans-serif",
    body: "'Nunito', system-ui, -apple-system, 'Segoe UI', sans-serif",
  },
  fontSize: {
    xs: '0.75rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.375rem',
    '2xl': '1.75rem',
    '3xl': '2.25rem',
    '4xl': '3rem',
  },
  fontWeight: { regular: '400', bold: '700', black: '900' },
  lineHeight: { tight: '1.15', normal: '1.5' },
  letterSpacing: { display: '0.04em' },
  space: {
    0: '0',
    1: '0.25rem',
    2: '0.5rem',
    3: '0.75rem',
    4: '1rem',
    5: '1.25rem',
    6: '1.5rem',
    8: '2rem',
    10: '2.5rem',
    12: '3rem',
    16: '4rem',
  },
  size: {
    control: '2.75rem',
    controlSm: '2.25rem',
    controlLg: '3.25rem',
    icon: '1.25rem',
    avatarSm: '2rem',
    avatarMd: '3rem',
    avatarLg: '6rem',
    content: '75rem',
    prose: '44rem',
    cardMin: '14rem',
    /** Narrowest grid columns: small tiles (xs), compact cards (sm) and wide panels (lg). */
    gridMinXs: '9rem',
    gridMinSm: '12rem',
    gridMinLg: '20rem',
    border: '3px',
    borderThin: '2px',
    focusRing: '3px',
  },
  radius: { sm: '4px', md: '10px', lg: '18px', pill: '999px' },
  shadow: {
    comic: '4px 4px 0 0 #14121f',
    comicLg: '8px 8px 0 0 #14121f',
    pressed: '1px 1px 0 0 #14121f',
    soft: '0 8px 24px rgb(20 18 31 / 0.18)',
  },
  z: {
    base: '0',
    raised: '10',
    header: '100',
    menu: '200',
    overlay: '900',
    dialog: '1000',
    toast: '1100',
  },
  motion: {
    fast: '150ms',
    fade: '300ms',
    slide: '500ms',
    /** One loop of a scrolling marquee (ComingSoon) and one beat of the splash logo's pulse. */
    marquee: '18s',
    pulse: '1.2s',
    easing: 'cubic-bezier(0.2, 0.8, 0.2, 1)',
  },
} as const;

type Tokens = typeof tokens;
type Vars<T> = { readonly [K in keyof T]: T[K] extends string ? string : Vars<T[K]> };

const toVarName = (path: string[]) => `--ic-${path.join('-')}`;

function mapTokens<T extends object>(
  node: T,
  path: string[],
  leaf: (path: string[], value: string) => string,
): Vars<T> {
  return Object.fromEntries(
    Object.entries(node).map(([key, value]) => [
      key,
      typeof value === 'string'
        ? leaf([...path, key], value)
        : mapTokens(value as object, [...path, key], leaf),
    ]),
  ) as Vars<T>;
}

/** `vars.color.primary` is `var(--ic-color-primary)`: the only way components read a token. */
export const vars: Vars<Tokens> = mapTokens(tokens, [], (path) => `var(${toVarName(path)})`);

/** Every token as `--ic-…: value;` lines, for the global style. */
export function tokenDeclarations(): string {
  const lines: string[] = [];
  mapTokens(tokens, [], (path, value) => {
    lines.push(`${toVarName(path)}: ${value};`);
    return '';
  });
  return lines.join('\n');
}
