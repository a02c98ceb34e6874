import type { ReactNode } from 'react';

// Our own 24×24 line icons. Each entry is the inside of an <svg> whose default is a 2px round
// stroke in currentColor; a shape that should be solid says fill="currentColor" itself.
const solid = { fill: 'currentColor', stroke: 'none' } as const;

export const ICONS = {
  'chevron-left': <path d="M15 5l-7 7 7 7" />,
  'chevron-right': <path d="M9 5l7 7-7 7" />,
  'chevron-up': <path d="M5 15l7-7 7 7" />,
  'chevron-down': <path d="M5 9l7 7 7-7" />,
  'arrow-left': <path d="M20 12H4M10 6l-6 6 6 6" />,
  'arrow-right': <path d="M4 12h16M14 6l6 6-6 6" />,
  menu: <path d="M4 6h16M4 12h16M4 18h16" />,
  close: <path d="M6 6l12 12M18 6L6 18" />,
  search: (
    <>
      <circle cx="10.5" cy="10.5" r="6.5" />
      <path d="M15.5 15.5L20 20" />
    </>
  ),
  eye: (
    <>
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
    </>
  ),
  'eye-off': (
    <path d="M3 3l18 18M10.6 5.1A10.7 10.7 0 0 1 12 5c6.4 0 10 7 10 7a17 17 0 0 1-3.2 4.1M6.6 6.6C3.7 8.4 2 12 2 12s3.6 7 10 7c1.9 0 3.6-.6 5-1.5M9.9 9.9a3 3 0 0 0 4.2 4.2" />
  ),
  check: <path d="M4 12.5l5 5L20 6.5" />,
  plus: <path d="M12 5v14M5 12h14" />,
  minus: <path d="M5 12h14" />,
  edit: <path d="M4 20h4L19 9l-4-4L4 16zM13.5 6.5l4 4" />,
  trash: <path d="M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13M10 11v6M14 11v6" />,
  bookmark: <path d="M6 3h12v18l-6-4.5L6 21z" />,
  'bookmark-filled': <path d="M6 3h12v18l-6-4.5L6 21z" fill="currentColor" />,
  play: <path d="M7 4.5v15l13-7.5z" {...solid} />,
  pause: <path d="M7 5v14M17 5v14" strokeWidth="4" />,
  rupee: <path d="M6 4h12M6 9h12M6 4h3.5a4.5 4.5 0 0 1 0 9H6l8 7" />,
  'wifi-off': (
    <>
      <path d="M3 3l18 18M8.5 16.5a5 5 0 0 1 7 0M5 12.9a10 10 0 0 1 4.2-2.5M19 12.9a10 10 0 0 0-3-2M2 9.2a15 15 0 0 1 4.3-2.6M22 9.2a15 15 0 0 0-11.5-4.1" />
      <circle cx="12" cy="20" r="1.2" {...solid} />
    </>
  ),
  info: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 11v5" />
      <circle cx="12" cy="7.8" r="1.2" {...solid} />
    </>
  ),
  alert: (
    <>
      <path d="M12 3L2 20h20z" />
      <path d="M12 10v4" />
      <circle cx="12" cy="17" r="1.2" {...solid} />
    </>
  ),
  /** An empty ring: a step or rule not met yet (beside check-circle once it is). */
  circle: <circle cx="12" cy="12" r="9" />,
  'check-circle': (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M8 12.5l3 3 5-6" />
    </>
  ),
  'x-circle': (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M9 9l6 6M15 9l-6 6" />
    </>
  ),
  'external-link': (
    <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
  ),
  user: (
    <>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21a8 8 0 0 1 16 0" />
    </>
  ),
  heart: (
    <path d="M12 20s-8-4.6-8-10.5A4.5 4.5 0 0 1 12 7a4.5 4.5 0 0 1 8 2.5C20 15.4 12 20 12 20z" />
  ),
  star: <path d="M12 3l2.7 5.6 6.1.8-4.4 4.3 1 6.1L12 17l-5.4 2.8 1-6.1-4.4-4.3 6.1-.8z" />,
  lock: (
    <>
      <rect x="5" y="11" width="14" height="10" rx="2" />
      <path d="M8 11V7a4 4 0 0 1 8 0v4" />
    </>
  ),
  mail: (
    <>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="M3 7l9 6 9-6" />
    </>
  ),
  home: <path d="M3 11l9-8 9 8M5 9.5V21h14V9.5" />,
  book: <path d="M5 4h12a2 2 0 0 1 2 2v14H7a2 2 0 0 1-2-2zM5 18a2 2 0 0 1 2-2h12" />,
  calendar: (
    <>
      <rect x="3" y="5" width="18" height="16" rx="2" />
      <path d="M3 10h18M8 3v4M16 3v4" />
    </>
  ),
  clock: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3 2" />
    </>
  ),
  download: <path d="M12 4v12M6 10l6 6 6-6M4 20h16" />,
  logout: <path d="M15 4h4v16h-4M10 8l-4 4 4 4M6 12h10" />,
  gamepad: (
    <>
      <rect x="2" y="7" width="20" height="11" rx="5" />
      <path d="M7 10.5v4M5 12.5h4" />
      <circle cx="15.5" cy="11.5" r="1.2" {...solid} />
      <circle cx="17.8" cy="14" r="1.2" {...solid} />
    </>
  ),
  film: (
    <>
      <rect x="3" y="4" width="18" height="16" rx="2" />
      <path d="M7 4v16M17 4v16M3 9h4M3 15h4M17 9h4M17 15h4" />
    </>
  ),
  image: (
    <>
      <rect x="3" y="4" width="18" height="16" rx="2" />
      <circle cx="9" cy="9.5" r="2" />
      <path d="M21 16l-5-5-9 9" />
    </>
  ),
  share: (
    <>
      <circle cx="18" cy="5" r="2.5" />
      <circle cx="6" cy="12" r="2.5" />
      <circle cx="18" cy="19" r="2.5" />
      <path d="M8.2 10.9l7.6-4.3M8.2 13.1l7.6 4.3" />
    </>
  ),
  'x-social': (
    <>
      <path d="M4 4h4.5L20 20h-4.5z" {...solid} />
      <path d="M19.5 4l-6.7 7.4M4.5 20l6.7-7.4" />
    </>
  ),
  youtube: (
    <path
      {...solid}
      fillRule="evenodd"
      d="M2.5 8.2c0-1.8 1.3-3.2 3-3.3C7.6 4.8 9.8 4.7 12 4.7s4.4.1 6.5.2c1.7.1 3 1.5 3 3.3v7.6c0 1.8-1.3 3.2-3 3.3-2.1.1-4.3.2-6.5.2s-4.4-.1-6.5-.2c-1.7-.1-3-1.5-3-3.3zM10 9v6l5.2-3z"
    />
  ),
  facebook: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="4" />
      <path d="M15.5 8H14a2 2 0 0 0-2 2v11M9.5 13h5" />
    </>
  ),
  instagram: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.3" cy="6.7" r="1.2" {...solid} />
    </>
  ),
  linkedin: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="3" />
      <path d="M8 10.5V17M8 7.3v.2M12 17v-6.5M12 13.5a2.8 2.8 0 0 1 5.5-.5V17" />
    </>
  ),
} satisfies Record<string, ReactNode>;

export type IconName = keyof typeof ICONS;

export const ICON_NAMES = Object.keys(ICONS) as IconName[];
