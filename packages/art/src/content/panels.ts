import { createRandom } from '../random.ts';
import { placed } from './character.ts';
import { halo, powerBurst, speedLines } from './effects.ts';
import type { Element } from './emblems.ts';
import { lookOf, type CharacterSketch, type Look } from './look.ts';
import { HALFTONE, rect, toSvg, type Mark } from './marks.ts';
import { scene, type Setting, type TimeOfDay } from './scenes.ts';

// The picture in a comic panel: a setting and its cast framed as a shot (an establishing view,
// a wide or medium shot, a close-up, an action beat, a crowd). The server letters the panels of
// a chapter's pages over these pictures; a chapter's thumbnail is its first panel's picture.
// The top third is kept for balloons and captions: faces sit lower.

export const SHOTS = ['establishing', 'wide', 'medium', 'close', 'action', 'crowd'] as const;
export type Shot = (typeof SHOTS)[number];

export interface PanelPicture {
  /** Seeds the scenery's details. */
  key: string;
  setting: Setting;
  time: TimeOfDay;
  shot: Shot;
  /** Who is in the panel, left to right; a crowd panel holds many. */
  cast: readonly CharacterSketch[];
  /** A power let loose in an action beat. */
  power?: Element;
}

/** Figures spread across the width, those right of centre turned to face the middle. */
function lineUp(looks: readonly Look[], w: number, feet: number, tall: number): Mark[] {
  return looks.map((look, i) => {
    const x = (w * (i + 1)) / (looks.length + 1);
    return placed(look, x, feet, tall, { flip: looks.length > 1 && x > w / 2 });
  });
}

function crowd(looks: readonly Look[], w: number, h: number): Mark[] {
  // Rows from the back: smaller and higher first, so the front row overlaps them.
  const perRow = Math.max(4, Math.ceil(looks.length / 3));
  const rows: Look[][] = [];
  for (let i = 0; i < looks.length; i += perRow) rows.push(looks.slice(i, i + perRow));
  return rows.flatMap((row, r) => {
    const depth = (r + 1) / rows.length;
    const tall = h * (0.42 + 0.4 * depth);
    const feet = h * (0.72 + 0.45 * depth);
    const offset = r % 2 === 0 ? 0 : w / (row.length * 2 + 2);
    return row.map((look, i) =>
      placed(look, offset + (w * (i + 0.5)) / row.length, feet, tall, { flip: i % 2 === 1 }),
    );
  });
}

export function panelMarks(p: PanelPicture, w: number, h: number): Mark[] {
  const random = createRandom(`panel:${p.key}`);
  const looks = p.cast.map(lookOf);
  const [lead, other] = looks;
  const backdrop = scene(p.setting, w, h, random, p.time);
  switch (p.shot) {
    case 'establishing':
      return [...backdrop, ...lineUp(looks.slice(0, 3), w, h * 0.97, h * 0.3)];
    case 'wide':
      return [...backdrop, ...lineUp(looks.slice(0, 3), w, h * 0.98, h * 0.78)];
    case 'medium':
      return [...backdrop, ...lineUp(looks.slice(0, 2), w, h * 1.75, h * 1.45)];
    case 'close':
      return lead
        ? [
            ...backdrop,
            ...halo(w / 2, h * 0.55, Math.max(w, h) * 0.45, lead.alignment),
            placed(lead, w / 2, h * 2.7, h * 2.45),
          ]
        : backdrop;
    case 'action': {
      const burstAt: [number, number] = [w * 0.5, h * 0.55];
      return [
        { d: rect(0, 0, w, h), fill: lead?.power[1] ?? '#ffd23f' },
        speedLines(w, h, burstAt[0], burstAt[1], '#ffffff', 26),
        { d: rect(0, 0, w, h), fill: HALFTONE },
        ...(other ? [placed(other, w * 0.74, h * 1.05, h * 0.85, { flip: true })] : []),
        ...(p.power ? powerBurst(p.power, burstAt[0], burstAt[1], Math.min(w, h) * 0.2) : []),
        ...(lead
          ? [placed(lead, w * 0.28, h * 1.02, h * 0.82, { pose: 'lunge', bareHanded: !!p.power })]
          : []),
      ];
    }
    case 'crowd':
      return [...backdrop, ...crowd(looks, w, h)];
  }
}

/** A chapter's thumbnail: its first panel's picture, 16:9. */
export function renderPanelArt(p: PanelPicture, title: string, w = 800, h = 450): string {
  return toSvg(w, h, title, panelMarks(p, w, h));
}
