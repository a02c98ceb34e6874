// Where the subject of each generated picture sits, as fractions of its width and height. A
// frame that crops a picture (a phone's narrow banner, a square spotlight) centres on it
// (CSS object-position), so the character stays in view at every size.

export interface FocalPoint {
  x: number;
  y: number;
}

export const FOCUS = {
  /** The figure stands right of centre; the left is kept for the page's title. */
  banner: { x: 0.72, y: 0.42 },
  /** Head and chest. */
  portrait: { x: 0.5, y: 0.32 },
  /** The cast, below the logo block. */
  cover: { x: 0.5, y: 0.62 },
  /** A news picture's subject. */
  news: { x: 0.6, y: 0.45 },
  /** A panel's figures. */
  panel: { x: 0.5, y: 0.6 },
} as const satisfies Record<string, FocalPoint>;

/** The CSS object-position for a focal point, e.g. '72% 42%'. */
export function objectPosition(focus: FocalPoint): string {
  return `${Math.round(focus.x * 100)}% ${Math.round(focus.y * 100)}%`;
}
