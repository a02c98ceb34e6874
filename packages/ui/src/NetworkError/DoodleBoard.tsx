import { starburst } from '@ic/art';
import { useEffect, useReducer, useRef, type PointerEvent } from 'react';
import styled from 'styled-components';
import { Button } from '../Button';
import type { IconName } from '../Icon';
import { IconButton } from '../IconButton';
import { vars } from '../theme';
import {
  BOARD,
  doodleReducer,
  initialDoodle,
  MARKER_STEP,
  nextWord,
  type DoodleAction,
  type DoodleState,
  type Point,
} from './doodle';
import { useFormat, useT } from '../i18n';

const Root = styled.figure`
  display: grid;
  gap: ${vars.space[3]};
  margin: 0;

  & [data-slot='board'] {
    width: 100%;
    height: auto;
    aspect-ratio: 16 / 9;
    background: ${vars.color.surface};
    border: ${vars.size.border} solid ${vars.color.border};
    border-radius: ${vars.radius.lg};
    box-shadow: ${vars.shadow.comic};
    cursor: crosshair;
    touch-action: none;
  }
  & [data-slot='caption'] {
    color: ${vars.color.muted};
  }
  & [data-slot='status'] {
    margin: 0;
    font-size: ${vars.fontSize.lg};
  }
`;

type Palette = {
  ink: string;
  paper: string;
  burst: string;
  word: string;
  cursor: string;
  font: string;
};

/** Canvas cannot read CSS variables, so the theme's values are read once from the element. */
function readPalette(element: HTMLElement): Palette {
  const style = getComputedStyle(element);
  const token = (name: string) => style.getPropertyValue(`--ic-${name}`).trim();
  return {
    ink: token('color-ink'),
    paper: token('color-surface'),
    burst: token('color-secondary'),
    word: token('color-primary'),
    cursor: token('color-accent'),
    font: token('font-display'),
  };
}

function tracePath(ctx: CanvasRenderingContext2D, points: readonly Point[], close: boolean) {
  ctx.beginPath();
  points.forEach(({ x, y }, i) => (i === 0 ? ctx.moveTo(x, y) : ctx.lineTo(x, y)));
  if (close) ctx.closePath();
}

function drawWord(
  ctx: CanvasRenderingContext2D,
  at: Point,
  word: string,
  palette: Palette,
  ghost: boolean,
) {
  // Ten spikes, the first straight up, behind the word.
  tracePath(ctx, starburst(at, 10, 56, 36, -Math.PI / 2), true);
  ctx.setLineDash(ghost ? [6, 6] : []);
  if (!ghost) {
    ctx.fillStyle = palette.burst;
    ctx.fill();
  }
  ctx.lineWidth = 4;
  ctx.strokeStyle = ghost ? palette.cursor : palette.ink;
  ctx.stroke();
  ctx.setLineDash([]);
  ctx.font = `28px ${palette.font}`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillStyle = ghost ? palette.cursor : palette.word;
  ctx.fillText(word, at.x, at.y);
  if (!ghost) {
    ctx.lineWidth = 1;
    ctx.strokeText(word, at.x, at.y);
  }
}

function draw(ctx: CanvasRenderingContext2D, state: DoodleState, palette: Palette) {
  ctx.fillStyle = palette.paper;
  ctx.fillRect(0, 0, BOARD.width, BOARD.height);
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
  for (const stroke of state.strokes) {
    tracePath(ctx, stroke, false);
    ctx.lineWidth = 6;
    ctx.strokeStyle = palette.ink;
    ctx.stroke();
  }
  for (const stamp of state.stamps) drawWord(ctx, stamp, stamp.word, palette, false);
  // The cursor previews the next word where a tap (or Enter) would stamp it.
  if (!state.drawing) drawWord(ctx, state.cursor, nextWord(state), palette, true);
}

/** Maps a pointer position on the scaled canvas to board coordinates. */
function boardPoint(event: PointerEvent<HTMLCanvasElement>): Point {
  const rect = event.currentTarget.getBoundingClientRect();
  return {
    x: ((event.clientX - rect.left) * BOARD.width) / rect.width,
    y: ((event.clientY - rect.top) * BOARD.height) / rect.height,
  };
}

const MARKER_MOVES: readonly { label: string; icon: IconName; dx: number; dy: number }[] = [
  { label: 'shell.doodle.left', icon: 'arrow-left', dx: -MARKER_STEP, dy: 0 },
  { label: 'shell.doodle.up', icon: 'chevron-up', dx: 0, dy: -MARKER_STEP },
  { label: 'shell.doodle.down', icon: 'chevron-down', dx: 0, dy: MARKER_STEP },
  { label: 'shell.doodle.right', icon: 'arrow-right', dx: MARKER_STEP, dy: 0 },
];

function MarkerControls({
  next,
  dispatch,
}: {
  next: string;
  dispatch: (action: DoodleAction) => void;
}) {
  const t = useT();
  return (
    <div role="group" aria-label={t('shell.doodle.marker')}>
      {MARKER_MOVES.map(({ label, icon, dx, dy }) => (
        <IconButton
          key={label}
          icon={icon}
          label={t(label)}
          size="sm"
          onClick={() => dispatch({ type: 'move', dx, dy })}
        />
      ))}
      <Button size="sm" onClick={() => dispatch({ type: 'stamp' })}>
        {t('shell.doodle.stamp', { word: next })}
      </Button>
      <Button variant="outline" size="sm" onClick={() => dispatch({ type: 'clear' })}>
        {t('shell.doodle.clear')}
      </Button>
    </div>
  );
}

/**
 * A canvas to doodle on while the connection is down: drag to draw, tap to stamp POW!. Buttons
 * do the same from the keyboard (move the marker, stamp), and the counts are announced, so the
 * board is not silent to screen readers.
 */
export function DoodleBoard() {
  const t = useT();
  const format = useFormat();
  const [state, dispatch] = useReducer(doodleReducer, initialDoodle);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const next = nextWord(state);

  useEffect(() => {
    const canvas = canvasRef.current;
    const ctx = canvas?.getContext('2d');
    if (canvas && ctx) draw(ctx, state, readPalette(canvas));
  }, [state]);

  return (
    <Root>
      <canvas
        data-slot="board"
        ref={canvasRef}
        width={BOARD.width}
        height={BOARD.height}
        aria-hidden="true"
        onPointerDown={(event) => dispatch({ type: 'strokeStart', at: boardPoint(event) })}
        onPointerMove={(event) => dispatch({ type: 'strokeTo', at: boardPoint(event) })}
        onPointerUp={() => dispatch({ type: 'strokeEnd' })}
        onPointerCancel={() => dispatch({ type: 'strokeEnd' })}
        onPointerLeave={() => dispatch({ type: 'strokeEnd' })}
      />
      <figcaption data-slot="caption">{t('shell.doodle.caption')}</figcaption>
      <MarkerControls next={next} dispatch={dispatch} />
      <p aria-live="polite" data-slot="status">
        {t('shell.doodle.status', {
          stamps: state.stamps.length,
          stampsForm: format.count(state.stamps.length).form,
          doodles: state.strokes.length,
          doodlesForm: format.count(state.strokes.length).form,
        })}
      </p>
    </Root>
  );
}
