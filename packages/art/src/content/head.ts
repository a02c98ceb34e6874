import { limb, LINE, shaded } from './ink.ts';
import type { Look } from './look.ts';
import { circle, ellipse, f, INK, poly, type Mark } from './marks.ts';
import { tint } from './palette.ts';
import type { Point, Skeleton } from './skeleton.ts';

// A head in three-quarter comic style: the face (eyes, brows, nose, mouth, facial hair, a
// bindi or tilak), its mask, the hair in front and behind, and what sits on it.

function headPath(look: Look, r: number, cy: number): string {
  const jaw =
    look.alignment === 'villain'
      ? 0.36
      : look.build === 'heavy' || look.build === 'towering'
        ? 0.78
        : look.feminine
          ? 0.46
          : 0.58;
  const chin = cy + r * 1.25;
  return (
    `M${f(-r)} ${f(cy)}C${f(-r)} ${f(cy - r * 1.36)} ${f(r)} ${f(cy - r * 1.36)} ${f(r)} ${f(cy)}` +
    `C${f(r)} ${f(cy + r * 0.72)} ${f(r * jaw)} ${f(chin - r * 0.1)} 0 ${f(chin)}` +
    `C${f(-r * jaw)} ${f(chin - r * 0.1)} ${f(-r)} ${f(cy + r * 0.72)} ${f(-r)} ${f(cy)}Z`
  );
}

function almond(w: number, h: number): string {
  return `M${f(-w)} 0Q0 ${f(-h * 2)} ${f(w)} 0Q0 ${f(h * 1.4)} ${f(-w)} 0Z`;
}

function eyes(look: Look, r: number, y: number, lenses: boolean): Mark[] {
  const marks: Mark[] = [];
  const slant = look.alignment === 'villain' ? 14 : look.expression === 'grim' ? 6 : 0;
  for (const side of [-1, 1]) {
    const x = side * r * 0.4;
    const shape = almond(r * (lenses ? 0.27 : 0.21), r * (lenses ? 0.12 : 0.1));
    const eye: Mark[] = [];
    if (look.glowingEyes) {
      eye.push({ d: ellipse(0, 0, r * 0.34, r * 0.22), fill: look.eyeColour, opacity: 0.35 });
      eye.push({ d: shape, fill: look.eyeColour, stroke: INK, width: 3 });
      eye.push({ d: ellipse(0, -r * 0.02, r * 0.1, r * 0.04), fill: '#ffffff', opacity: 0.8 });
    } else if (lenses) {
      eye.push({ d: shape, fill: '#ffffff', stroke: INK, width: 4 });
    } else {
      eye.push({ d: shape, fill: '#ffffff', stroke: INK, width: 3 });
      const iris = look.eyeColour === '#ffffff' ? '#4a2a14' : look.eyeColour;
      eye.push({ d: circle(side * -r * 0.02, -r * 0.01, r * 0.085), fill: iris });
      eye.push({ d: circle(side * -r * 0.02, -r * 0.01, r * 0.045), fill: INK });
    }
    marks.push({ marks: eye, x, y, rotate: -side * slant });
  }
  return marks;
}

function brows(look: Look, r: number, y: number): Mark[] {
  const colour = look.hair === 'bald' ? tint(look.skin, -0.5) : look.hairColour;
  const tilt: Record<Look['expression'], [number, number]> = {
    smile: [-0.06, -0.1],
    grim: [0.02, 0.02],
    snarl: [0.12, -0.12],
    smirk: [0.04, -0.16],
  };
  const [inner, outer] = tilt[look.expression];
  return [-1, 1].map((side): Mark => {
    const raise = look.expression === 'smirk' && side > 0 ? -0.1 : 0;
    return {
      d: `M${f(side * r * 0.16)} ${f(y + r * (inner + raise))}Q${f(side * r * 0.4)} ${f(y - r * 0.1 + r * raise)} ${f(side * r * 0.66)} ${f(y + r * (outer + raise))}`,
      stroke: colour,
      width: r * 0.11,
      round: true,
    };
  });
}

function mouth(look: Look, r: number, y: number): Mark[] {
  switch (look.expression) {
    case 'smile':
      return [
        {
          d: `M${f(-r * 0.3)} ${f(y - r * 0.04)}Q0 ${f(y + r * 0.22)} ${f(r * 0.3)} ${f(y - r * 0.04)}Q0 ${f(y + r * 0.06)} ${f(-r * 0.3)} ${f(y - r * 0.04)}Z`,
          fill: '#ffffff',
          stroke: INK,
          width: 3,
        },
      ];
    case 'snarl':
      return [
        {
          d: `M${f(-r * 0.32)} ${f(y)}Q0 ${f(y - r * 0.12)} ${f(r * 0.32)} ${f(y)}Q0 ${f(y + r * 0.24)} ${f(-r * 0.32)} ${f(y)}Z`,
          fill: '#4a0d12',
          stroke: INK,
          width: 3,
        },
        {
          d: `M${f(-r * 0.24)} ${f(y - r * 0.02)}L${f(-r * 0.16)} ${f(y + r * 0.07)}L${f(-r * 0.08)} ${f(y - r * 0.03)}M${f(r * 0.08)} ${f(y - r * 0.03)}L${f(r * 0.16)} ${f(y + r * 0.07)}L${f(r * 0.24)} ${f(y - r * 0.02)}`,
          stroke: '#ffffff',
          width: 2.5,
        },
      ];
    case 'smirk':
      return [
        {
          d: `M${f(-r * 0.22)} ${f(y + r * 0.03)}Q${f(r * 0.05)} ${f(y + r * 0.08)} ${f(r * 0.28)} ${f(y - r * 0.08)}`,
          stroke: INK,
          width: 4,
          round: true,
        },
      ];
    default:
      return [
        {
          d: `M${f(-r * 0.22)} ${f(y)}Q0 ${f(y - r * 0.03)} ${f(r * 0.22)} ${f(y)}`,
          stroke: INK,
          width: 4,
          round: true,
        },
      ];
  }
}

function facialHair(look: Look, r: number, cy: number): Mark[] {
  if (look.facial === 'beard')
    return [
      {
        d: `M${f(-r * 0.96)} ${f(cy + r * 0.3)}C${f(-r * 0.9)} ${f(cy + r * 1.2)} ${f(-r * 0.35)} ${f(cy + r * 1.5)} 0 ${f(cy + r * 1.5)}C${f(r * 0.35)} ${f(cy + r * 1.5)} ${f(r * 0.9)} ${f(cy + r * 1.2)} ${f(r * 0.96)} ${f(cy + r * 0.3)}L${f(r * 0.72)} ${f(cy + r * 0.5)}C${f(r * 0.5)} ${f(cy + r * 0.95)} ${f(-r * 0.5)} ${f(cy + r * 0.95)} ${f(-r * 0.72)} ${f(cy + r * 0.5)}Z`,
        fill: look.hairColour,
        stroke: INK,
        width: 3,
      },
    ];
  if (look.facial === 'moustache')
    return [-1, 1].map((side): Mark => ({
      d: `M0 ${f(cy + r * 0.7)}C${f(side * r * 0.2)} ${f(cy + r * 0.6)} ${f(side * r * 0.42)} ${f(cy + r * 0.7)} ${f(side * r * 0.52)} ${f(cy + r * 0.52)}C${f(side * r * 0.5)} ${f(cy + r * 0.86)} ${f(side * r * 0.18)} ${f(cy + r * 0.82)} 0 ${f(cy + r * 0.76)}Z`,
      fill: look.hairColour,
      stroke: INK,
      width: 2.5,
    }));
  return [];
}

function browMark(look: Look, r: number, cy: number): Mark[] {
  switch (look.brow) {
    case 'bindi':
      return [{ d: circle(0, cy - r * 0.04, r * 0.07), fill: '#d7263d', stroke: INK, width: 1.5 }];
    case 'tilak':
      return [
        {
          d: `M0 ${f(cy - r * 0.38)}V${f(cy - r * 0.02)}`,
          stroke: '#f07d16',
          width: r * 0.08,
          round: true,
        },
        { d: circle(0, cy + r * 0.02, r * 0.045), fill: '#d7263d' },
      ];
    case 'scar':
      return [
        {
          d: `M${f(r * 0.22)} ${f(cy - r * 0.14)}L${f(r * 0.6)} ${f(cy + r * 0.48)}`,
          stroke: tint(look.skin, -0.5),
          width: 3.5,
        },
      ];
    default:
      return [];
  }
}

/** What the skin is made of, drawn over the face. */
function bodyMarks(look: Look, r: number, cy: number): Mark[] {
  const dark = tint(look.skin, -0.4);
  switch (look.body) {
    case 'machine':
      return [
        {
          d: `M${f(-r * 0.95)} ${f(cy + r * 0.5)}H${f(-r * 0.55)}L${f(-r * 0.4)} ${f(cy + r * 1.05)}M${f(r * 0.95)} ${f(cy + r * 0.5)}H${f(r * 0.55)}L${f(r * 0.4)} ${f(cy + r * 1.05)}`,
          stroke: dark,
          width: 3,
        },
      ];
    case 'stone':
      return [
        {
          d: `M${f(-r * 0.7)} ${f(cy - r * 0.6)}L${f(-r * 0.4)} ${f(cy - r * 0.2)}L${f(-r * 0.6)} ${f(cy + r * 0.2)}M${f(r * 0.5)} ${f(cy + r * 0.4)}L${f(r * 0.75)} ${f(cy + r * 0.75)}`,
          stroke: dark,
          width: 3,
        },
      ];
    case 'scaled':
    case 'bark':
      return [0, 1, 2].map((i): Mark => ({
        d: `M${f(-r * 0.85)} ${f(cy + r * (0.2 * i))}q${f(r * 0.12)} ${f(-r * 0.12)} ${f(r * 0.24)} 0M${f(r * 0.61)} ${f(cy + r * (0.2 * i))}q${f(r * 0.12)} ${f(-r * 0.12)} ${f(r * 0.24)} 0`,
        stroke: dark,
        width: 2.5,
      }));
    case 'striped':
      return [-1, 1].flatMap((side): Mark[] => [
        {
          d: poly([
            [side * r, cy + r * 0.1],
            [side * r * 0.55, cy + r * 0.22],
            [side * r, cy + r * 0.34],
          ]),
          fill: INK,
        },
        {
          d: poly([
            [side * r * 0.2, cy - r * 0.9],
            [side * r * 0.1, cy - r * 0.5],
            [side * r * 0.35, cy - r * 0.85],
          ]),
          fill: INK,
        },
      ]);
    case 'star':
      return [
        [-0.5, -0.6],
        [0.6, -0.3],
        [-0.7, 0.6],
        [0.4, 0.9],
      ].map(([x, y]): Mark => ({
        d: circle(r * (x ?? 0), cy + r * (y ?? 0), r * 0.05),
        fill: '#ffe680',
      }));
    default:
      return [];
  }
}

function maskMarks(look: Look, r: number, cy: number): Mark[] {
  const ey = cy + r * 0.22;
  const colour =
    look.alignment === 'villain' ? look.dark : look.mask === 'half' ? look.dark : look.suit;
  switch (look.mask) {
    case 'domino':
      return [
        {
          d: `M${f(-r * 0.92)} ${f(ey - r * 0.16)}Q0 ${f(ey - r * 0.34)} ${f(r * 0.92)} ${f(ey - r * 0.16)}L${f(r * 0.8)} ${f(ey + r * 0.22)}Q${f(r * 0.2)} ${f(ey + r * 0.2)} 0 ${f(ey + r * 0.06)}Q${f(-r * 0.2)} ${f(ey + r * 0.2)} ${f(-r * 0.8)} ${f(ey + r * 0.22)}Z`,
          fill: colour,
          stroke: INK,
          width: 4,
        },
        ...eyes(look, r, ey, true),
      ];
    case 'cowl':
      return [
        ...shaded(
          `M${f(-r * 1.04)} ${f(cy + r * 0.5)}C${f(-r * 1.12)} ${f(cy - r * 1.45)} ${f(r * 1.12)} ${f(cy - r * 1.45)} ${f(r * 1.04)} ${f(cy + r * 0.5)}Q${f(r * 0.5)} ${f(cy + r * 0.3)} 0 ${f(cy + r * 0.62)}Q${f(-r * 0.5)} ${f(cy + r * 0.3)} ${f(-r * 1.04)} ${f(cy + r * 0.5)}Z`,
          colour,
          0.16,
          r * 0.3,
        ),
        ...eyes(look, r, ey, true),
      ];
    case 'half':
      return [
        {
          d: `M${f(-r * 1.02)} ${f(cy + r * 0.36)}Q0 ${f(cy + r * 0.26)} ${f(r * 1.02)} ${f(cy + r * 0.36)}C${f(r * 0.96)} ${f(cy + r * 1.1)} ${f(r * 0.4)} ${f(cy + r * 1.38)} 0 ${f(cy + r * 1.38)}C${f(-r * 0.4)} ${f(cy + r * 1.38)} ${f(-r * 0.96)} ${f(cy + r * 1.1)} ${f(-r * 1.02)} ${f(cy + r * 0.36)}Z`,
          fill: colour,
          stroke: INK,
          width: 4,
        },
        {
          d: `M${f(-r * 0.6)} ${f(cy + r * 0.7)}Q0 ${f(cy + r * 0.8)} ${f(r * 0.6)} ${f(cy + r * 0.7)}`,
          stroke: tint(colour, 0.3),
          width: 3,
        },
      ];
    case 'veil':
      return [
        {
          d: `M${f(-r * 1.02)} ${f(cy + r * 0.42)}Q0 ${f(cy + r * 0.32)} ${f(r * 1.02)} ${f(cy + r * 0.42)}L${f(r * 0.8)} ${f(cy + r * 1.6)}L${f(-r * 0.8)} ${f(cy + r * 1.6)}Z`,
          fill: colour,
          opacity: 0.82,
        },
        {
          d: `M${f(-r * 1.02)} ${f(cy + r * 0.42)}Q0 ${f(cy + r * 0.32)} ${f(r * 1.02)} ${f(cy + r * 0.42)}`,
          stroke: look.trim,
          width: 5,
        },
      ];
    case 'visor':
      return [
        {
          d: `M${f(-r * 1.02)} ${f(ey - r * 0.2)}H${f(r * 1.02)}V${f(ey + r * 0.18)}H${f(-r * 1.02)}Z`,
          fill: look.alignment === 'hero' ? '#7fe7ff' : look.eyeColour,
          stroke: INK,
          width: 5,
        },
        {
          d: `M${f(-r * 0.7)} ${f(ey - r * 0.08)}H${f(-r * 0.1)}`,
          stroke: '#ffffff',
          width: 4,
          opacity: 0.8,
        },
      ];
    default:
      return [];
  }
}

function capPath(r: number, cy: number, depth: number): string {
  return (
    `M${f(-r * 1.06)} ${f(cy + r * 0.1)}C${f(-r * 1.14)} ${f(cy - r * 1.4)} ${f(r * 1.14)} ${f(cy - r * 1.4)} ${f(r * 1.06)} ${f(cy + r * 0.1)}` +
    `C${f(r * 0.92)} ${f(cy - r * depth)} ${f(r * 0.35)} ${f(cy - r * (depth + 0.25))} ${f(-r * 0.05)} ${f(cy - r * (depth + 0.12))}` +
    `C${f(-r * 0.5)} ${f(cy - r * (depth + 0.3))} ${f(-r * 0.92)} ${f(cy - r * depth)} ${f(-r * 1.06)} ${f(cy + r * 0.1)}Z`
  );
}

function hairFront(look: Look, r: number, cy: number): Mark[] {
  const c = look.hairColour;
  const line = { stroke: INK, width: 4, round: true } as const;
  switch (look.hair) {
    case 'bald':
      return [
        { d: ellipse(-r * 0.35, cy - r * 0.7, r * 0.22, r * 0.1), fill: '#ffffff', opacity: 0.35 },
      ];
    case 'spiky': {
      const points: Point[] = [[-r * 1.06, cy + r * 0.05]];
      for (let i = 0; i <= 8; i++) {
        const a = Math.PI + (Math.PI * i) / 8;
        const rr = i % 2 === 0 ? r * 1.45 : r * 1.05;
        points.push([Math.cos(a) * rr, cy - r * 0.1 + Math.sin(a) * rr]);
      }
      points.push([r * 1.06, cy + r * 0.05], [r * 0.4, cy - r * 0.5], [-r * 0.3, cy - r * 0.4]);
      return [{ d: poly(points), fill: c, ...line }];
    }
    case 'curly':
      return [
        ...Array.from({ length: 9 }, (_, i): Mark => {
          const a = Math.PI + (Math.PI * i) / 8;
          return {
            d: circle(Math.cos(a) * r * 1.02, cy - r * 0.15 + Math.sin(a) * r * 1.05, r * 0.34),
            fill: c,
            ...line,
          };
        }),
        { d: capPath(r, cy, 0.45), fill: c },
      ];
    case 'topknot':
      return [
        { d: capPath(r, cy, 0.75), fill: c, opacity: 0.55 },
        { d: ellipse(0, cy - r * 1.25, r * 0.28, r * 0.24), fill: c, ...line },
      ];
    case 'long':
    case 'wavy':
    case 'braid':
    case 'bun':
      return [
        { d: capPath(r, cy, 0.42), fill: c, ...line },
        ...(look.hair === 'long' || look.hair === 'wavy'
          ? [-1, 1].map((side): Mark => ({
              d: `M${f(side * r * 1.06)} ${f(cy)}C${f(side * r * 1.2)} ${f(cy + r * 0.8)} ${f(side * r * 1.1)} ${f(cy + r * 1.3)} ${f(side * r * 1.25)} ${f(cy + r * 1.8)}L${f(side * r * 0.9)} ${f(cy + r * 1.5)}C${f(side * r * 0.95)} ${f(cy + r * 0.9)} ${f(side * r * 0.92)} ${f(cy + r * 0.4)} ${f(side * r * 0.85)} ${f(cy - r * 0.2)}Z`,
              fill: c,
              ...line,
            }))
          : []),
      ];
    default:
      return [{ d: capPath(r, cy, 0.5), fill: c, ...line }];
  }
}

/** Hair that falls behind the head and shoulders. */
export function hairBehind(look: Look, s: Skeleton): Mark[] {
  const r = s.p.head;
  const cy = s.headCentre[1];
  const c = look.hairColour;
  if (look.hair === 'long')
    return [
      {
        d: `M${f(-r * 1.15)} ${f(cy - r * 0.5)}C${f(-r * 1.4)} ${f(cy + r * 2)} ${f(-r * 1.6)} ${f(s.shoulderY + s.p.h * 0.18)} ${f(-r * 0.9)} ${f(s.shoulderY + s.p.h * 0.2)}H${f(r * 0.9)}C${f(r * 1.6)} ${f(s.shoulderY + s.p.h * 0.18)} ${f(r * 1.4)} ${f(cy + r * 2)} ${f(r * 1.15)} ${f(cy - r * 0.5)}Z`,
        fill: c,
        stroke: INK,
        width: LINE,
      },
    ];
  if (look.hair === 'wavy')
    return [
      {
        d: `M${f(-r * 1.1)} ${f(cy - r * 0.5)}C${f(-r * 1.4)} ${f(cy + r * 1.2)} ${f(-r * 1.2)} ${f(cy + r * 1.6)} ${f(-r * 0.8)} ${f(cy + r * 1.9)}H${f(r * 0.8)}C${f(r * 1.2)} ${f(cy + r * 1.6)} ${f(r * 1.4)} ${f(cy + r * 1.2)} ${f(r * 1.1)} ${f(cy - r * 0.5)}Z`,
        fill: c,
        stroke: INK,
        width: LINE,
      },
    ];
  if (look.hair === 'bun')
    return [{ d: circle(r * 0.3, cy - r * 1.05, r * 0.48), fill: c, stroke: INK, width: LINE }];
  return [];
}

/** A braid over one shoulder: beads of hair down the chest. */
function braid(look: Look, s: Skeleton): Mark[] {
  if (look.hair !== 'braid') return [];
  const r = s.p.head;
  const cy = s.headCentre[1];
  return Array.from({ length: 6 }, (_, i): Mark => ({
    d: ellipse(-r * 0.95 - i * 2, cy + r * (0.6 + i * 0.42), r * 0.24, r * 0.26),
    fill: look.hairColour,
    stroke: INK,
    width: 3,
  }));
}

export function headgearBehind(look: Look, s: Skeleton): Mark[] {
  const r = s.p.head;
  const cy = s.headCentre[1];
  switch (look.headgear) {
    case 'cobra': {
      const d = `M0 ${f(cy + r * 0.9)}C${f(-r * 2.4)} ${f(cy + r * 0.6)} ${f(-r * 2.2)} ${f(cy - r * 2)} 0 ${f(cy - r * 2.1)}C${f(r * 2.2)} ${f(cy - r * 2)} ${f(r * 2.4)} ${f(cy + r * 0.6)} 0 ${f(cy + r * 0.9)}Z`;
      return [
        ...shaded(d, look.trim, 0.2, r * 0.4),
        {
          d: `M${f(-r * 1.3)} ${f(cy - r * 0.6)}q${f(r * 0.25)} ${f(-r * 0.4)} ${f(r * 0.5)} 0M${f(r * 0.8)} ${f(cy - r * 0.6)}q${f(r * 0.25)} ${f(-r * 0.4)} ${f(r * 0.5)} 0`,
          stroke: INK,
          width: 4,
        },
      ];
    }
    case 'antlers':
      return [-1, 1].flatMap((side) =>
        limb(
          [
            [side * r * 0.5, cy - r * 0.8],
            [side * r * 1.3, cy - r * 1.8],
            [side * r * 1.1, cy - r * 2.5],
          ],
          tint(look.skin, 0.2),
          r * 0.16,
        ).concat(
          limb(
            [
              [side * r * 1.25, cy - r * 1.7],
              [side * r * 1.9, cy - r * 2.1],
            ],
            tint(look.skin, 0.2),
            r * 0.12,
          ),
        ),
      );
    case 'hood':
      return [
        {
          d: `M${f(-r * 1.5)} ${f(s.shoulderY + 10)}C${f(-r * 1.7)} ${f(cy - r * 1.9)} ${f(r * 1.7)} ${f(cy - r * 1.9)} ${f(r * 1.5)} ${f(s.shoulderY + 10)}Z`,
          fill: look.dark,
          stroke: INK,
          width: LINE,
        },
      ];
    default:
      return [];
  }
}

function headgearFront(look: Look, r: number, cy: number): Mark[] {
  const ink = { stroke: INK, width: 5 } as const;
  switch (look.headgear) {
    case 'crown': {
      const base = cy - r * 0.62;
      const points: Point[] = [[-r * 0.9, base]];
      for (let i = 0; i <= 6; i++)
        points.push([-r * 0.9 + (r * 1.8 * i) / 6, base - r * (i % 2 === 0 ? 0.95 : 0.45)]);
      points.push([r * 0.9, base]);
      return [
        ...shaded(poly(points), '#e9b31b', 0.16, r * 0.2),
        {
          d: circle(0, base - r * 0.3, r * 0.12),
          fill: look.alignment === 'villain' ? look.eyeColour : '#d7263d',
          ...ink,
          width: 3,
        },
      ];
    }
    case 'circlet':
      return [
        {
          d: `M${f(-r * 1.02)} ${f(cy - r * 0.35)}Q0 ${f(cy - r * 0.6)} ${f(r * 1.02)} ${f(cy - r * 0.35)}`,
          stroke: '#e9b31b',
          width: r * 0.14,
        },
        {
          d: `M0 ${f(cy - r * 0.72)}L${f(r * 0.12)} ${f(cy - r * 0.5)}L0 ${f(cy - r * 0.32)}L${f(-r * 0.12)} ${f(cy - r * 0.5)}Z`,
          fill: look.accent,
          ...ink,
          width: 3,
        },
      ];
    case 'pagri': {
      const d = `M${f(-r * 1.12)} ${f(cy - r * 0.2)}C${f(-r * 1.5)} ${f(cy - r * 1.6)} ${f(r * 1.5)} ${f(cy - r * 1.8)} ${f(r * 1.12)} ${f(cy - r * 0.2)}Q0 ${f(cy - r * 0.6)} ${f(-r * 1.12)} ${f(cy - r * 0.2)}Z`;
      return [
        ...shaded(d, look.trim, 0.16, r * 0.3),
        {
          d: `M${f(-r * 1.0)} ${f(cy - r * 0.7)}Q0 ${f(cy - r * 1.0)} ${f(r * 1.05)} ${f(cy - r * 0.55)}M${f(-r * 0.9)} ${f(cy - r * 1.05)}Q0 ${f(cy - r * 1.4)} ${f(r * 0.95)} ${f(cy - r * 0.95)}`,
          stroke: tint(look.trim, -0.35),
          width: 4,
        },
        { d: circle(0, cy - r * 0.72, r * 0.13), fill: look.accent, ...ink, width: 3 },
        {
          d: `M0 ${f(cy - r * 0.85)}C${f(r * 0.2)} ${f(cy - r * 1.5)} ${f(r * 0.5)} ${f(cy - r * 1.7)} ${f(r * 0.7)} ${f(cy - r * 1.9)}`,
          stroke: look.accent,
          width: r * 0.12,
          round: true,
        },
      ];
    }
    case 'horns':
      return [-1, 1].flatMap((side): Mark[] =>
        shaded(
          `M${f(side * r * 0.55)} ${f(cy - r * 0.75)}C${f(side * r * 1.3)} ${f(cy - r * 1.1)} ${f(side * r * 1.5)} ${f(cy - r * 1.9)} ${f(side * r * 1.1)} ${f(cy - r * 2.4)}C${f(side * r * 1.15)} ${f(cy - r * 1.8)} ${f(side * r * 0.9)} ${f(cy - r * 1.3)} ${f(side * r * 0.25)} ${f(cy - r * 0.95)}Z`,
          look.accent,
          0.16,
          r * 0.2,
        ),
      );
    case 'helmet':
      return [
        ...shaded(
          `M${f(-r * 1.12)} ${f(cy + r * 0.5)}C${f(-r * 1.2)} ${f(cy - r * 1.45)} ${f(r * 1.2)} ${f(cy - r * 1.45)} ${f(r * 1.12)} ${f(cy + r * 0.5)}L${f(r * 0.8)} ${f(cy + r * 0.55)}L${f(r * 0.78)} ${f(cy - r * 0.05)}Q0 ${f(cy - r * 0.25)} ${f(-r * 0.78)} ${f(cy - r * 0.05)}L${f(-r * 0.8)} ${f(cy + r * 0.55)}Z`,
          look.trim,
          0.16,
          r * 0.3,
        ),
        {
          d: `M0 ${f(cy - r * 1.05)}L${f(-r * 0.15)} ${f(cy - r * 1.8)}L${f(r * 0.15)} ${f(cy - r * 1.75)}Z`,
          fill: look.alignment === 'villain' ? look.eyeColour : '#d7263d',
          ...ink,
          width: 4,
        },
      ];
    case 'headband':
      return [
        {
          d: `M${f(-r * 1.04)} ${f(cy - r * 0.42)}Q0 ${f(cy - r * 0.62)} ${f(r * 1.04)} ${f(cy - r * 0.42)}L${f(r * 1.02)} ${f(cy - r * 0.22)}Q0 ${f(cy - r * 0.42)} ${f(-r * 1.02)} ${f(cy - r * 0.22)}Z`,
          fill: look.trim,
          ...ink,
          width: 3,
        },
        {
          d: `M${f(r * 1.0)} ${f(cy - r * 0.3)}Q${f(r * 1.6)} ${f(cy - r * 0.2)} ${f(r * 1.9)} ${f(cy + r * 0.3)}M${f(r * 1.0)} ${f(cy - r * 0.3)}Q${f(r * 1.5)} ${f(cy - r * 0.5)} ${f(r * 2.0)} ${f(cy - r * 0.3)}`,
          stroke: look.trim,
          width: r * 0.14,
          round: true,
        },
      ];
    case 'antenna':
      return [-1, 1].flatMap((side): Mark[] => [
        { d: circle(side * r * 1.02, cy + r * 0.1, r * 0.22), fill: look.trim, ...ink, width: 3 },
        {
          d: `M${f(side * r * 1.05)} ${f(cy - r * 0.1)}L${f(side * r * 1.3)} ${f(cy - r * 1.2)}`,
          stroke: INK,
          width: 4,
        },
        {
          d: circle(side * r * 1.3, cy - r * 1.25, r * 0.1),
          fill: look.eyeColour,
          ...ink,
          width: 2,
        },
      ]);
    case 'fins':
      return [-1, 1].map((side): Mark => ({
        d: poly([
          [side * r * 0.95, cy - r * 0.3],
          [side * r * 1.7, cy - r * 0.6],
          [side * r * 1.4, cy + r * 0.1],
          [side * r * 1.6, cy + r * 0.5],
          [side * r * 0.95, cy + r * 0.4],
        ]),
        fill: look.trim,
        ...ink,
        width: 4,
      }));
    default:
      return [];
  }
}

/** The neck and head, with everything on the face, in front of the body. */
export function head(look: Look, s: Skeleton): Mark[] {
  const r = s.p.head;
  const cy = s.headCentre[1];
  const hood = look.headgear === 'hood';
  const covered = look.mask === 'cowl' || look.headgear === 'helmet' || hood;
  const skin = look.skin;
  const marks: Mark[] = [
    ...limb(
      [
        [0, cy + r * 0.9],
        [0, s.shoulderY + 8],
      ],
      skin,
      r * 0.78,
    ),
    ...[-1, 1].map((side): Mark => ({
      d: ellipse(side * r * 0.98, cy + r * 0.18, r * 0.17, r * 0.27),
      fill: skin,
      stroke: INK,
      width: 4,
    })),
    ...shaded(headPath(look, r, cy), skin, 0.16, r * 0.3),
    ...bodyMarks(look, r, cy),
  ];
  if (look.body !== 'spirit') {
    marks.push({
      d: `M${f(-r * 0.02)} ${f(cy + r * 0.3)}Q${f(r * 0.14)} ${f(cy + r * 0.52)} ${f(-r * 0.04)} ${f(cy + r * 0.6)}`,
      stroke: tint(skin, -0.45),
      width: 3,
      round: true,
    });
    marks.push(...facialHair(look, r, cy));
    if (look.mask !== 'half' && look.mask !== 'veil') marks.push(...mouth(look, r, cy + r * 0.88));
    marks.push(...browMark(look, r, cy));
  }
  const masked = look.mask === 'domino' || look.mask === 'cowl' || look.mask === 'visor';
  if (!masked) marks.push(...eyes(look, r, cy + r * 0.22, false));
  if (!covered && look.mask !== 'visor') marks.push(...brows(look, r, cy + r * 0.02));
  marks.push(...maskMarks(look, r, cy));
  if (!covered) marks.push(...hairFront(look, r, cy), ...braid(look, s));
  if (hood) {
    marks.push({
      d: `M${f(-r * 1.2)} ${f(cy + r * 0.7)}C${f(-r * 1.4)} ${f(cy - r * 1.6)} ${f(r * 1.4)} ${f(cy - r * 1.6)} ${f(r * 1.2)} ${f(cy + r * 0.7)}L${f(r * 1.0)} ${f(cy + r * 0.6)}C${f(r * 1.05)} ${f(cy - r * 1.1)} ${f(-r * 1.05)} ${f(cy - r * 1.1)} ${f(-r * 1.0)} ${f(cy + r * 0.6)}Z`,
      fill: look.dark,
      stroke: INK,
      width: LINE,
    });
    marks.push({
      clip: headPath(look, r, cy),
      marks: [{ d: ellipse(0, cy - r * 0.5, r * 1.2, r * 0.75), fill: INK, opacity: 0.45 }],
    });
  }
  marks.push(...headgearFront(look, r, cy));
  return marks;
}
