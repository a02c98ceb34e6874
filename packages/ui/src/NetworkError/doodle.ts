// The doodle board's state, kept apart from the canvas so the rules are plain functions:
// a pointer drags ink strokes and a tap stamps a comic word; buttons move a marker and stamp there.

export type Point = { x: number; y: number };
export type Stamp = Point & { word: string };
export type DoodleState = {
  cursor: Point;
  strokes: Point[][];
  stamps: Stamp[];
  /** Every stamp ever made, so the words keep cycling after old stamps are dropped. */
  stampCount: number;
  drawing: boolean;
};

export const BOARD = { width: 640, height: 360 } as const;
export const STAMP_WORDS = ['POW!', 'ZAP!', 'BAM!', 'WHAM!'] as const;
export const MAX_STAMPS = 24;
export const MAX_STROKES = 40;
/** How far one press of a marker button moves the marker. */
export const MARKER_STEP = 32;

export type DoodleAction =
  | { type: 'point'; at: Point }
  | { type: 'move'; dx: number; dy: number }
  | { type: 'stamp' }
  | { type: 'strokeStart'; at: Point }
  | { type: 'strokeTo'; at: Point }
  | { type: 'strokeEnd' }
  | { type: 'clear' };

export const initialDoodle: DoodleState = {
  cursor: { x: BOARD.width / 2, y: BOARD.height / 2 },
  strokes: [],
  stamps: [],
  stampCount: 0,
  drawing: false,
};

const clamp = (value: number, max: number) => Math.min(Math.max(value, 0), max);
const onBoard = ({ x, y }: Point): Point => ({
  x: clamp(x, BOARD.width),
  y: clamp(y, BOARD.height),
});

/** The word the next stamp prints: the words take turns. */
export function nextWord(state: Pick<DoodleState, 'stampCount'>): string {
  return STAMP_WORDS[state.stampCount % STAMP_WORDS.length] ?? STAMP_WORDS[0];
}

function stampAt(state: DoodleState, at: Point): DoodleState {
  return {
    ...state,
    stamps: [...state.stamps, { ...at, word: nextWord(state) }].slice(-MAX_STAMPS),
    stampCount: state.stampCount + 1,
  };
}

/** Ends the stroke in progress: a stroke that never moved was a tap, and a tap stamps a word. */
function endStroke(state: DoodleState): DoodleState {
  if (!state.drawing) return state;
  const last = state.strokes.at(-1);
  const done = { ...state, drawing: false };
  if (last && last.length < 2)
    return stampAt({ ...done, strokes: state.strokes.slice(0, -1) }, last[0] ?? state.cursor);
  return done;
}

export function doodleReducer(state: DoodleState, action: DoodleAction): DoodleState {
  switch (action.type) {
    case 'point':
      return { ...state, cursor: onBoard(action.at) };
    case 'move':
      return {
        ...state,
        cursor: onBoard({ x: state.cursor.x + action.dx, y: state.cursor.y + action.dy }),
      };
    case 'stamp':
      return stampAt(state, state.cursor);
    case 'strokeStart': {
      const at = onBoard(action.at);
      return {
        ...state,
        cursor: at,
        drawing: true,
        strokes: [...state.strokes, [at]].slice(-MAX_STROKES),
      };
    }
    case 'strokeTo': {
      const at = onBoard(action.at);
      if (!state.drawing) return { ...state, cursor: at };
      const strokes = state.strokes.slice(0, -1);
      return { ...state, cursor: at, strokes: [...strokes, [...(state.strokes.at(-1) ?? []), at]] };
    }
    case 'strokeEnd':
      return endStroke(state);
    case 'clear':
      return { ...initialDoodle, cursor: state.cursor, stampCount: state.stampCount };
  }
}
