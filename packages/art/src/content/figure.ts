import { emblem } from './emblems.ts';
import { hairBehind, head, headgearBehind } from './head.ts';
import { limb, LINE, shaded } from './ink.ts';
import { handColour, type Look, type Pose } from './look.ts';
import { ellipse, f, INK, poly, type Mark } from './marks.ts';
import { tint } from './palette.ts';
import { propMarks } from './props.ts';
import { POSE_ANGLES, proportionsOf, skeleton, type Point, type Skeleton } from './skeleton.ts';

// A standing comic figure, feet at (0, 0), about 600 units tall: a posed skeleton dressed in
// legs, costume, arms, head and what they hold, in flat colours with a cel shadow on the side
// away from the light and a thick ink line.

function torsoPath(s: Skeleton): string {
  const { p } = s;
  const [sx, sy] = [p.shoulder, s.shoulderY];
  const w = p.waist;
  const hip = p.hip;
  const wy = s.waistY;
  const hy = s.hipY + p.h * 0.035;
  return (
    `M${f(-sx)} ${f(sy + 4)}` +
    `Q${f(-sx * 1.04)} ${f(sy + p.h * 0.06)} ${f(-sx * 0.84)} ${f(sy + p.h * 0.12)}` +
    `Q${f(-w * 1.02)} ${f(wy - p.h * 0.04)} ${f(-w)} ${f(wy)}` +
    `L${f(-hip)} ${f(hy)}L${f(hip)} ${f(hy)}L${f(w)} ${f(wy)}` +
    `Q${f(w * 1.02)} ${f(wy - p.h * 0.04)} ${f(sx * 0.84)} ${f(sy + p.h * 0.12)}` +
    `Q${f(sx * 1.04)} ${f(sy + p.h * 0.06)} ${f(sx)} ${f(sy + 4)}` +
    `Q0 ${f(sy - p.h * 0.02)} ${f(-sx)} ${f(sy + 4)}Z`
  );
}

function capeMarks(look: Look, s: Skeleton): Mark[] {
  const { p } = s;
  const top = s.shoulderY + 6;
  if (look.cape === 'cape' || look.cape === 'tattered') {
    const spread = p.shoulder * (look.cape === 'cape' ? 2.1 : 1.6);
    const bottom = look.cape === 'cape' ? -0.05 * p.h : -0.3 * p.h;
    const hem =
      look.cape === 'cape'
        ? `Q${f(spread * 0.5)} ${f(bottom + 30)} 0 ${f(bottom)}Q${f(-spread * 0.5)} ${f(bottom + 30)} ${f(-spread)} ${f(bottom - 10)}`
        : poly(
            Array.from({ length: 9 }, (_, i): Point => [
              spread - (spread * 2 * (i + 1)) / 9,
              bottom + (i % 2 === 0 ? 40 : 0),
            ]),
            false,
          ).replace(/^M/, 'L');
    const d =
      `M${f(-p.shoulder * 0.9)} ${f(top)}L${f(p.shoulder * 0.9)} ${f(top)}` +
      `C${f(spread * 0.8)} ${f(top + p.h * 0.2)} ${f(spread)} ${f(bottom - p.h * 0.2)} ${f(spread)} ${f(bottom - 10)}` +
      hem +
      `C${f(-spread)} ${f(bottom - p.h * 0.2)} ${f(-spread * 0.8)} ${f(top + p.h * 0.2)} ${f(-p.shoulder * 0.9)} ${f(top)}Z`;
    return [
      ...shaded(d, look.cape === 'cape' ? look.suit : look.dark, 0.3),
      {
        d: `M${f(-spread * 0.55)} ${f(top + p.h * 0.25)}Q${f(-spread * 0.6)} ${f(bottom - p.h * 0.1)} ${f(-spread * 0.5)} ${f(bottom)}`,
        stroke: tint(look.suit, -0.4),
        width: 4,
      },
    ];
  }
  return [];
}

function stoleMarks(look: Look, s: Skeleton): Mark[] {
  if (look.cape !== 'stole') return [];
  const { p } = s;
  const y = s.shoulderY;
  const d =
    `M${f(-p.shoulder * 0.7)} ${f(y + 2)}Q0 ${f(y + p.h * 0.06)} ${f(p.shoulder * 0.7)} ${f(y + 2)}` +
    `C${f(p.shoulder * 1.3)} ${f(y + p.h * 0.12)} ${f(p.shoulder * 1.5)} ${f(y + p.h * 0.3)} ${f(p.shoulder * 1.9)} ${f(y + p.h * 0.42)}` +
    `L${f(p.shoulder * 1.55)} ${f(y + p.h * 0.45)}C${f(p.shoulder * 1.2)} ${f(y + p.h * 0.3)} ${f(p.shoulder * 0.9)} ${f(y + p.h * 0.16)} ${f(p.shoulder * 0.4)} ${f(y + p.h * 0.09)}` +
    `Q0 ${f(y + p.h * 0.1)} ${f(-p.shoulder * 0.7)} ${f(y + 2)}Z`;
  return shaded(d, look.trim, 0.2);
}

function legsMarks(look: Look, s: Skeleton): Mark[] {
  const { p } = s;
  const legColour =
    look.costume === 'jacket'
      ? tint(look.dark, 0.15)
      : look.costume === 'kurta'
        ? look.accent
        : look.suit;
  const boot = look.costume === 'kurta' || look.costume === 'robe' ? look.dark : look.trim;
  const marks: Mark[] = [];
  for (const i of [0, 1] as const) {
    const [hip, knee, ankle] = [s.hips[i], s.knees[i], s.ankles[i]];
    marks.push(...limb([hip, knee], legColour, p.leg));
    marks.push(...limb([knee, ankle], legColour, p.leg * 0.82));
    const bootTop: Point = [
      knee[0] + (ankle[0] - knee[0]) * 0.5,
      knee[1] + (ankle[1] - knee[1]) * 0.5,
    ];
    if (look.costume === 'bodysuit' || look.costume === 'armour')
      marks.push(...limb([bootTop, ankle], boot, p.leg * 0.9));
    const side = i === 0 ? -1 : 1;
    marks.push({
      d: ellipse(
        ankle[0] + side * p.leg * 0.35,
        ankle[1] + p.leg * 0.28,
        p.leg * 0.78,
        p.leg * 0.42,
      ),
      fill: boot,
      stroke: INK,
      width: LINE,
    });
  }
  return marks;
}

/** Long garments that hide the legs: robe, sari and the kurta's tunic. */
function skirtMarks(look: Look, s: Skeleton): Mark[] {
  const { p } = s;
  const wy = s.waistY;
  const flare = Math.max(Math.abs(s.ankles[0][0]), Math.abs(s.ankles[1][0])) + p.leg * 0.9;
  if (look.costume === 'robe' || look.costume === 'sari') {
    const bottom = Math.max(s.ankles[0][1], s.ankles[1][1]) - p.leg * 0.15;
    const width = look.costume === 'sari' ? flare * 0.95 : flare * 1.15;
    const d = `M${f(-p.waist * 1.02)} ${f(wy)}L${f(p.waist * 1.02)} ${f(wy)}L${f(width)} ${f(bottom)}Q0 ${f(bottom + 18)} ${f(-width)} ${f(bottom)}Z`;
    const colour = look.costume === 'sari' ? look.suit : tint(look.suit, -0.08);
    return [
      ...shaded(d, colour, 0.25),
      {
        d: `M${f(-width)} ${f(bottom - 16)}Q0 ${f(bottom + 2)} ${f(width)} ${f(bottom - 16)}`,
        stroke: look.trim,
        width: 12,
      },
      {
        d: `M${f(p.waist * 0.3)} ${f(wy + 8)}L${f(width * 0.35)} ${f(bottom - 6)}M${f(-p.waist * 0.2)} ${f(wy + 8)}L${f(-width * 0.25)} ${f(bottom - 6)}`,
        stroke: tint(colour, -0.35),
        width: 4,
      },
    ];
  }
  if (look.costume === 'kurta') {
    const bottom = (s.knees[0][1] + s.knees[1][1]) / 2 + p.leg * 0.2;
    const width = p.hip * 1.35;
    const d = `M${f(-p.waist * 1.02)} ${f(wy)}L${f(p.waist * 1.02)} ${f(wy)}L${f(width)} ${f(bottom)}L${f(-width)} ${f(bottom)}Z`;
    return [
      ...shaded(d, look.suit, 0.2),
      {
        d: `M${f(-width * 0.98)} ${f(bottom - 10)}H${f(width * 0.98)}`,
        stroke: look.trim,
        width: 8,
      },
    ];
  }
  return [];
}

function torsoMarks(look: Look, s: Skeleton): Mark[] {
  const { p } = s;
  const d = torsoPath(s);
  const sy = s.shoulderY;
  const wy = s.waistY;
  const marks: Mark[] = [];
  switch (look.costume) {
    case 'jacket': {
      marks.push(...shaded(d, look.suit, 0.2));
      marks.push({
        d: poly([
          [-p.waist * 0.28, sy + 8],
          [p.waist * 0.28, sy + 8],
          [p.waist * 0.34, wy + 20],
          [-p.waist * 0.34, wy + 20],
        ]),
        fill: look.accent,
        stroke: INK,
        width: LINE,
      });
      marks.push({
        d: poly([
          [-p.waist * 0.28, sy + 8],
          [-p.waist * 0.62, sy + p.h * 0.1],
          [-p.waist * 0.32, sy + p.h * 0.14],
        ]),
        fill: tint(look.suit, -0.25),
        stroke: INK,
        width: 4,
      });
      marks.push({
        d: poly([
          [p.waist * 0.28, sy + 8],
          [p.waist * 0.62, sy + p.h * 0.1],
          [p.waist * 0.32, sy + p.h * 0.14],
        ]),
        fill: tint(look.suit, -0.25),
        stroke: INK,
        width: 4,
      });
      break;
    }
    case 'armour': {
      marks.push(...shaded(d, look.dark, 0.2));
      const plate = `M${f(-p.shoulder * 0.72)} ${f(sy + 10)}Q0 ${f(sy - 2)} ${f(p.shoulder * 0.72)} ${f(sy + 10)}L${f(p.waist * 0.8)} ${f(wy - p.h * 0.04)}Q0 ${f(wy + p.h * 0.03)} ${f(-p.waist * 0.8)} ${f(wy - p.h * 0.04)}Z`;
      marks.push(...shaded(plate, look.trim, 0.22, 10));
      marks.push({
        d: `M0 ${f(sy + 14)}V${f(wy - p.h * 0.02)}M${f(-p.waist * 0.5)} ${f(sy + p.h * 0.14)}Q0 ${f(sy + p.h * 0.17)} ${f(p.waist * 0.5)} ${f(sy + p.h * 0.14)}`,
        stroke: tint(look.trim, -0.4),
        width: 4,
      });
      for (const side of [-1, 1]) {
        marks.push(
          ...shaded(
            `M${f(side * p.shoulder * 1.22)} ${f(sy + p.arm * 1.1)}A${f(p.arm * 1.15)} ${f(p.arm * 1.05)} 0 0 ${side > 0 ? 0 : 1} ${f(side * p.shoulder * 0.5)} ${f(sy + p.arm * 0.6)}Z`,
            look.trim,
            0.2,
            8,
          ),
        );
      }
      break;
    }
    case 'sari': {
      marks.push(...shaded(d, look.skin, 0.16));
      const blouse = `M${f(-p.shoulder)} ${f(sy + 4)}Q0 ${f(sy - 6)} ${f(p.shoulder)} ${f(sy + 4)}L${f(p.waist * 1.05)} ${f(sy + p.h * 0.15)}L${f(-p.waist * 1.05)} ${f(sy + p.h * 0.15)}Z`;
      marks.push(...shaded(blouse, look.trim, 0.2, 10));
      const pallu = poly([
        [p.waist * 1.05, wy + 6],
        [p.waist * 0.4, wy + 10],
        [-p.shoulder * 0.95, sy + 4],
        [-p.shoulder * 0.45, sy - 2],
      ]);
      marks.push(...shaded(pallu, look.suit, 0.2, 10));
      marks.push({
        d: `M${f(p.waist * 0.9)} ${f(wy + 2)}L${f(-p.shoulder * 0.55)} ${f(sy)}`,
        stroke: look.trim,
        width: 6,
      });
      break;
    }
    case 'robe': {
      marks.push(...shaded(d, look.suit, 0.2));
      marks.push({
        d: poly([
          [-p.shoulder * 0.75, sy + 6],
          [-p.shoulder * 0.45, sy + 2],
          [p.waist * 1.0, wy + 4],
          [p.waist * 0.7, wy + 14],
        ]),
        fill: look.trim,
        stroke: INK,
        width: 4,
      });
      marks.push({
        d: `M${f(-p.waist * 0.25)} ${f(sy + 2)}L0 ${f(sy + p.h * 0.08)}L${f(p.waist * 0.25)} ${f(sy + 2)}`,
        stroke: INK,
        width: 4,
      });
      break;
    }
    case 'kurta': {
      marks.push(...shaded(d, look.suit, 0.2));
      marks.push({ d: `M0 ${f(sy + 2)}V${f(sy + p.h * 0.14)}`, stroke: look.trim, width: 7 });
      for (let i = 0; i < 3; i++)
        marks.push({
          d: ellipse(0, sy + p.h * (0.04 + i * 0.04), 4),
          fill: look.accent,
          stroke: INK,
          width: 2,
        });
      if (look.alignment !== 'hero') {
        for (const side of [-1, 1])
          marks.push({
            d: poly([
              [side * p.shoulder * 0.7, sy + 6],
              [side * p.shoulder * 0.22, sy + 4],
              [side * p.waist * 0.25, wy + 4],
              [side * p.waist * 1.0, wy],
            ]),
            fill: look.dark,
            stroke: INK,
            width: 4,
          });
      }
      break;
    }
    default: {
      marks.push(...shaded(d, look.suit, 0.2));
      marks.push({
        d: `M${f(-p.shoulder * 0.95)} ${f(sy + p.h * 0.05)}L${f(-p.waist * 0.6)} ${f(wy - 10)}M${f(p.shoulder * 0.95)} ${f(sy + p.h * 0.05)}L${f(p.waist * 0.6)} ${f(wy - 10)}`,
        stroke: look.trim,
        width: 7,
      });
    }
  }
  if (look.costume !== 'sari') {
    // A belt with a buckle, and the emblem of their power on the chest.
    marks.push({
      d: poly([
        [-p.waist * 1.02, wy - 6],
        [p.waist * 1.02, wy - 6],
        [p.waist * 1.02, wy + 12],
        [-p.waist * 1.02, wy + 12],
      ]),
      fill: look.costume === 'armour' ? look.dark : look.trim,
      stroke: INK,
      width: 4,
    });
    marks.push({ d: ellipse(0, wy + 3, 11, 10), fill: look.accent, stroke: INK, width: 3 });
    if (look.costume !== 'jacket') {
      const cy = sy + p.h * 0.085;
      const r = p.shoulder * 0.34;
      marks.push({
        d: ellipse(0, cy, r, r),
        fill: look.alignment === 'villain' ? look.dark : look.accent,
        stroke: INK,
        width: 5,
      });
      marks.push({ marks: emblem(look.element), x: 0, y: cy, scale: (r * 0.78) / 100 });
    }
  }
  return marks;
}

function armsMarks(look: Look, s: Skeleton): Mark[] {
  const { p } = s;
  const bare =
    look.costume === 'sari' ||
    (look.build === 'heavy' && look.alignment !== 'hero' && look.costume === 'bodysuit');
  const sleeve =
    look.costume === 'jacket' ? look.suit : look.costume === 'armour' ? look.dark : look.suit;
  const glove = bare ? look.skin : handColour(look);
  const marks: Mark[] = [];
  for (const i of [0, 1] as const) {
    const [shoulder, elbow, hand] = [s.shoulders[i], s.elbows[i], s.hands[i]];
    marks.push(...limb([shoulder, elbow], bare ? look.skin : sleeve, p.arm));
    marks.push(...limb([elbow, hand], bare ? look.skin : sleeve, p.arm * 0.86));
    if (look.costume === 'sari')
      marks.push(
        ...limb(
          [
            shoulder,
            [
              shoulder[0] + (elbow[0] - shoulder[0]) * 0.35,
              shoulder[1] + (elbow[1] - shoulder[1]) * 0.35,
            ],
          ],
          look.trim,
          p.arm * 1.05,
        ),
      );
    const cuff: Point = [
      elbow[0] + (hand[0] - elbow[0]) * 0.55,
      elbow[1] + (hand[1] - elbow[1]) * 0.55,
    ];
    if (glove !== look.skin) marks.push(...limb([cuff, hand], glove, p.arm * 0.95));
    if (look.costume === 'robe')
      marks.push({
        d: ellipse(cuff[0], cuff[1], p.arm * 0.9, p.arm * 0.55),
        fill: look.trim,
        stroke: INK,
        width: 4,
      });
    if (look.costume === 'sari' || look.costume === 'kurta')
      marks.push({
        d: ellipse(
          cuff[0] + (hand[0] - cuff[0]) * 0.6,
          cuff[1] + (hand[1] - cuff[1]) * 0.6,
          p.arm * 0.55,
          p.arm * 0.2,
        ),
        stroke: look.trim,
        width: 5,
      });
    marks.push({
      d: ellipse(hand[0], hand[1], p.arm * 0.62, p.arm * 0.62),
      fill: glove,
      stroke: INK,
      width: LINE,
    });
  }
  return marks;
}

/** Glowing hands for the poses that use a power. */
function powerGlow(look: Look, s: Skeleton): Mark[] {
  if (look.pose !== 'cast' && look.pose !== 'raised') return [];
  const [colour, glow] = look.power;
  const hands = look.pose === 'cast' ? s.hands : [s.hands[1]];
  return hands.flatMap((hand): Mark[] => [
    {
      d: ellipse(hand[0], hand[1], s.p.arm * 2.6),
      fill: { center: hand, radius: s.p.arm * 2.6, stops: [glow, colour] },
      opacity: 0.55,
    },
    { d: ellipse(hand[0], hand[1], s.p.arm * 1.2), fill: glow, opacity: 0.8 },
  ]);
}

export interface FigureOptions {
  /** Overrides the character's signature pose. */
  pose?: Pose;
  /** Leave the held prop out (e.g. when the picture is about a power). */
  bareHanded?: boolean;
}

/** The whole figure, feet at (0, 0), facing us. */
export function figure(look: Look, options: FigureOptions = {}): Mark[] {
  const pose = options.pose ?? look.pose;
  const posed: Look = { ...look, pose };
  const s = skeleton(proportionsOf(look), pose);
  const prop = options.bareHanded || !look.prop ? [] : propMarks(look.prop, posed, s);
  const body: Mark[] = [
    ...capeMarks(posed, s),
    ...hairBehind(posed, s),
    ...headgearBehind(posed, s),
    ...legsMarks(posed, s),
    ...skirtMarks(posed, s),
    ...torsoMarks(posed, s),
    ...stoleMarks(posed, s),
    ...head(posed, s),
    ...armsMarks(posed, s),
    ...prop,
    ...powerGlow(posed, s),
  ];
  const lean = POSE_ANGLES[pose].lean;
  return lean ? [{ marks: body, rotate: lean }] : body;
}

/** How tall a figure of this look stands, in figure units. */
export function figureHeight(look: Pick<Look, 'build' | 'feminine'>): number {
  return proportionsOf(look).h;
}
