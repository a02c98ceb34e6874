import { objectPosition, type FocalPoint } from '@ic/art';
import type { CSSProperties } from 'react';

// Generated pictures carry a focal point (where their subject sits). A frame that crops a
// picture centres the crop on it through one CSS variable, so the subject stays in view at
// every breakpoint while the frame's static CSS stays the same.

export type { FocalPoint };

/** Static CSS for a cropped picture: its object-position, the focal point's or the centre. */
export const FOCUSED_POSITION = 'var(--art-focus, 50% 50%)';

/** The inline style that hands a picture's focal point to FOCUSED_POSITION. */
export function focusStyle(focus: FocalPoint | undefined): CSSProperties | undefined {
  return focus && ({ '--art-focus': objectPosition(focus) } as CSSProperties);
}
