import { describe, expect, test } from 'vitest';
import {
  BOARD,
  doodleReducer,
  initialDoodle,
  MAX_STAMPS,
  nextWord,
  type DoodleAction,
  type DoodleState,
} from './doodle';

const run = (...actions: DoodleAction[]): DoodleState =>
  actions.reduce(doodleReducer, initialDoodle);

describe('doodleReducer', () => {
  test('the marker moves by steps and stays on the board', () => {
    const state = run({ type: 'move', dx: 40, dy: -20 });
    expect(state.cursor).toEqual({ x: BOARD.width / 2 + 40, y: BOARD.height / 2 - 20 });
    expect(run({ type: 'move', dx: -10_000, dy: 10_000 }).cursor).toEqual({
      x: 0,
      y: BOARD.height,
    });
  });

  test('stamping prints the words in turn at the marker', () => {
    const state = run({ type: 'stamp' }, { type: 'move', dx: 32, dy: 0 }, { type: 'stamp' });
    expect(state.stamps).toEqual([
      { x: 320, y: 180, word: 'POW!' },
      { x: 352, y: 180, word: 'ZAP!' },
    ]);
    expect(nextWord(state)).toBe('BAM!');
  });

  test('a drag draws a stroke through every point it passed', () => {
    const state = run(
      { type: 'strokeStart', at: { x: 10, y: 10 } },
      { type: 'strokeTo', at: { x: 20, y: 15 } },
      { type: 'strokeTo', at: { x: 30, y: 25 } },
      { type: 'strokeEnd' },
    );
    expect(state.strokes).toEqual([
      [
        { x: 10, y: 10 },
        { x: 20, y: 15 },
        { x: 30, y: 25 },
      ],
    ]);
    expect(state.stamps).toEqual([]);
    expect(state.drawing).toBe(false);
  });

  test('a tap (press and release without moving) stamps a word instead of a dot', () => {
    const state = run({ type: 'strokeStart', at: { x: 100, y: 50 } }, { type: 'strokeEnd' });
    expect(state.strokes).toEqual([]);
    expect(state.stamps).toEqual([{ x: 100, y: 50, word: 'POW!' }]);
  });

  test('moving without a press only makes the marker follow the pointer', () => {
    const state = run({ type: 'strokeTo', at: { x: 5, y: 6 } }, { type: 'strokeEnd' });
    expect(state.cursor).toEqual({ x: 5, y: 6 });
    expect(state.strokes).toEqual([]);
    expect(state.stamps).toEqual([]);
  });

  test('old stamps give way after the limit, and the words keep cycling', () => {
    const stamps = Array.from({ length: MAX_STAMPS + 2 }, (): DoodleAction => ({ type: 'stamp' }));
    const state = run(...stamps);
    expect(state.stamps).toHaveLength(MAX_STAMPS);
    expect(state.stampCount).toBe(MAX_STAMPS + 2);
    expect(state.stamps.at(-1)?.word).toBe(nextWord({ stampCount: MAX_STAMPS + 1 }));
  });

  test('clear empties the board but keeps the marker where it was', () => {
    const state = run({ type: 'move', dx: 16, dy: 0 }, { type: 'stamp' }, { type: 'clear' });
    expect(state.stamps).toEqual([]);
    expect(state.strokes).toEqual([]);
    expect(state.cursor.x).toBe(BOARD.width / 2 + 16);
  });
});
