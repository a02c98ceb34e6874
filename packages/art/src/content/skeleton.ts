import type { Build, Look, Pose } from './look.ts';

// The skeleton of a standing figure, feet at (0, 0): proportions per build, and joints placed
// by the angles of a pose.

export interface Proportions {
  h: number;
  shoulder: number;
  waist: number;
  hip: number;
  arm: number;
  leg: number;
  head: number;
}

const BUILDS: Record<Build, Proportions> = {
  lean: { h: 600, shoulder: 62, waist: 38, hip: 44, arm: 23, leg: 29, head: 44 },
  athletic: { h: 620, shoulder: 80, waist: 44, hip: 50, arm: 29, leg: 35, head: 45 },
  heavy: { h: 600, shoulder: 94, waist: 76, hip: 70, arm: 37, leg: 43, head: 46 },
  towering: { h: 700, shoulder: 114, waist: 84, hip: 80, arm: 46, leg: 54, head: 44 },
  small: { h: 470, shoulder: 50, waist: 36, hip: 40, arm: 19, leg: 25, head: 48 },
};

export function proportionsOf(look: Pick<Look, 'build' | 'feminine'>): Proportions {
  const p = BUILDS[look.build];
  return look.feminine
    ? {
        ...p,
        shoulder: p.shoulder * 0.84,
        waist: p.waist * 0.86,
        hip: p.hip * 1.12,
        arm: p.arm * 0.85,
        leg: p.leg * 0.92,
      }
    : p;
}

/** Upper and lower angles of each limb, in degrees from straight down, positive outwards. */
interface PoseAngles {
  arms: readonly [left: readonly [number, number], right: readonly [number, number]];
  legs: readonly [left: readonly [number, number], right: readonly [number, number]];
  lean: number;
}

export const POSE_ANGLES: Record<Pose, PoseAngles> = {
  stand: {
    arms: [
      [14, 8],
      [14, 8],
    ],
    legs: [
      [8, 3],
      [8, 3],
    ],
    lean: 0,
  },
  hips: {
    arms: [
      [48, -38],
      [48, -38],
    ],
    legs: [
      [11, 4],
      [11, 4],
    ],
    lean: 0,
  },
  raised: {
    arms: [
      [46, -36],
      [168, 176],
    ],
    legs: [
      [9, 3],
      [9, 3],
    ],
    lean: -2,
  },
  cast: {
    arms: [
      [62, 118],
      [62, 118],
    ],
    legs: [
      [13, 6],
      [13, 6],
    ],
    lean: 0,
  },
  guard: {
    arms: [
      [42, 196],
      [38, 204],
    ],
    legs: [
      [22, 6],
      [12, 20],
    ],
    lean: 3,
  },
  crossed: {
    arms: [
      [16, -92],
      [16, -100],
    ],
    legs: [
      [9, 4],
      [9, 4],
    ],
    lean: 0,
  },
  wield: {
    arms: [
      [24, -24],
      [118, 152],
    ],
    legs: [
      [12, 5],
      [12, 5],
    ],
    lean: -3,
  },
  lunge: {
    arms: [
      [84, 70],
      [34, -30],
    ],
    legs: [
      [42, 12],
      [16, 34],
    ],
    lean: -6,
  },
};

export type Point = readonly [number, number];

function step(from: Point, angle: number, length: number, side: number): Point {
  const a = (angle * Math.PI) / 180;
  return [from[0] + Math.sin(a) * length * side, from[1] + Math.cos(a) * length];
}

/** Joint positions for a pose. Side -1 is the viewer's left. */
export interface Skeleton {
  p: Proportions;
  headCentre: Point;
  shoulderY: number;
  waistY: number;
  hipY: number;
  shoulders: readonly [Point, Point];
  elbows: readonly [Point, Point];
  hands: readonly [Point, Point];
  hips: readonly [Point, Point];
  knees: readonly [Point, Point];
  ankles: readonly [Point, Point];
}

export function skeleton(p: Proportions, pose: Pose): Skeleton {
  const angles = POSE_ANGLES[pose];
  // A short neck under the head, whatever its size.
  const shoulderY = -p.h + p.head * 2.45 + 0.035 * p.h;
  const hipY = -0.48 * p.h;
  const sides = [-1, 1] as const;
  const shoulders = sides.map((s) => [s * p.shoulder * 0.86, shoulderY + p.arm * 0.5] as Point);
  const elbows = sides.map((s, i) => step(shoulders[i]!, angles.arms[i]![0], 0.19 * p.h, s));
  const hands = sides.map((s, i) => step(elbows[i]!, angles.arms[i]![1], 0.17 * p.h, s));
  const hips = sides.map((s) => [s * p.hip * 0.52, hipY] as Point);
  const knees = sides.map((s, i) => step(hips[i]!, angles.legs[i]![0], 0.235 * p.h, s));
  const ankles = sides.map((s, i) => step(knees[i]!, angles.legs[i]![1], 0.22 * p.h, s));
  // Feet stay on the ground: a bent leg lifts the body rather than sinking the foot.
  const lowest = Math.max(...ankles.map(([, y]) => y));
  const lift = -0.025 * p.h - lowest;
  const up = (pt: Point): Point => [pt[0], pt[1] + lift];
  const pair = (pts: Point[]) => [up(pts[0]!), up(pts[1]!)] as const;
  return {
    p,
    headCentre: up([0, -p.h + p.head * 1.15]),
    shoulderY: shoulderY + lift,
    waistY: -0.58 * p.h + lift,
    hipY: hipY + lift,
    shoulders: pair(shoulders),
    elbows: pair(elbows),
    hands: pair(hands),
    hips: pair(hips),
    knees: pair(knees),
    ankles: pair(ankles),
  };
}
