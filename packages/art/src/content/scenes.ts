import type { Random } from '../random.ts';
import { blob, circle, ellipse, f, HALFTONE, INK, poly, rect, type Mark } from './marks.ts';
import { tint } from './palette.ts';

// The landscapes behind characters, covers and panels: cities, temples, forests, deserts,
// oceans and space, each at day, dusk or night, in the two colours of its universe.

export const SCENE_KINDS = ['desert', 'temple', 'city', 'ocean', 'forest', 'space'] as const;
export type SceneKind = (typeof SCENE_KINDS)[number];

/** Where a picture takes place: the kind of landscape and two colours it leans on. */
export interface Setting {
  scene: SceneKind;
  palette: readonly [string, string];
}

export type TimeOfDay = 'day' | 'dusk' | 'night';

const SKIES: Record<SceneKind, Record<TimeOfDay, readonly [string, string]>> = {
  desert: {
    day: ['#ffcf6e', '#ff9f45'],
    dusk: ['#ff9a62', '#7b2d52'],
    night: ['#2c1740', '#0f0a1f'],
  },
  temple: {
    day: ['#ffe3a3', '#ffb36b'],
    dusk: ['#ffa46b', '#8a2f5a'],
    night: ['#2a1b45', '#100a22'],
  },
  city: {
    day: ['#8fd3ff', '#ffd9a0'],
    dusk: ['#ff8e6e', '#46206e'],
    night: ['#3b1d6e', '#0d0826'],
  },
  ocean: {
    day: ['#3fb6e8', '#0a5b9c'],
    dusk: ['#2d7fa8', '#0c2f57'],
    night: ['#0d3a63', '#030f22'],
  },
  forest: {
    day: ['#c8f0c8', '#7cc48e'],
    dusk: ['#f0b27a', '#3d5a3a'],
    night: ['#1f3b35', '#07140f'],
  },
  space: {
    day: ['#2b1e6b', '#0b1026'],
    dusk: ['#3d1a5c', '#0b0f26'],
    night: ['#120b2e', '#02030c'],
  },
};

const ink = { stroke: INK, width: 5 } as const;

function sky(w: number, h: number, scene: SceneKind, time: TimeOfDay): Mark {
  const [top, bottom] = SKIES[scene][time];
  return { d: rect(0, 0, w, h), fill: { from: [0, 0], to: [0, h], stops: [top, bottom] } };
}

/** A sun or moon, for the skies that have one. */
function orb(x: number, y: number, r: number, time: TimeOfDay): Mark[] {
  if (time === 'night')
    return [
      { d: circle(x, y, r * 1.6), fill: '#ffffff', opacity: 0.12 },
      { d: circle(x, y, r), fill: '#f4f1de', ...ink },
      { d: circle(x + r * 0.35, y - r * 0.2, r * 0.8), fill: tint('#f4f1de', -0.12), opacity: 0.5 },
    ];
  return [
    { d: circle(x, y, r * 1.8), fill: '#fff6c2', opacity: 0.35 },
    { d: circle(x, y, r), fill: time === 'day' ? '#fff3b0' : '#ffb347', ...ink },
  ];
}

type SceneDraw = (
  w: number,
  h: number,
  r: Random,
  colours: Setting['palette'],
  time: TimeOfDay,
) => Mark[];

const desert: SceneDraw = (w, h, r, [warm], time) => {
  const y = h * 0.72;
  const dune = (base: number, lift: number, colour: string): Mark => ({
    d: `M0 ${f(base)}Q${f(w * 0.22)} ${f(base - lift)} ${f(w * 0.45)} ${f(base)}T${f(w * 0.9)} ${f(base - lift * 0.2)}T${f(w * 1.3)} ${f(base)}V${f(h)}H0Z`,
    fill: colour,
    ...ink,
  });
  const fortX = (w * r.int(55, 80)) / 100;
  const fw = w * 0.16;
  const fort: Mark[] = [
    { d: rect(fortX, y - h * 0.2, fw, h * 0.2), fill: tint(warm, -0.35), ...ink },
    ...[0, 1, 2, 3].map((i): Mark => ({
      d: rect(fortX + (fw / 4) * i + fw * 0.05, y - h * 0.25, fw * 0.14, h * 0.05),
      fill: tint(warm, -0.35),
      ...ink,
    })),
    { d: rect(fortX - fw * 0.18, y - h * 0.3, fw * 0.2, h * 0.3), fill: tint(warm, -0.45), ...ink },
    {
      d: ellipse(fortX - fw * 0.08, y - h * 0.3, fw * 0.12, h * 0.04),
      fill: tint(warm, -0.45),
      ...ink,
    },
    { d: rect(fortX + fw * 0.4, y - h * 0.1, fw * 0.16, h * 0.1), fill: INK },
  ];
  return [
    ...orb((w * r.int(12, 35)) / 100, h * 0.26, h * 0.09, time),
    ...fort,
    dune(y - h * 0.02, h * 0.1, tint(warm, 0.15)),
    dune(y + h * 0.1, h * 0.08, warm),
  ];
};

/** A temple spire (shikhara): a curved tower of stacked bands with a finial. */
function shikhara(x: number, base: number, width: number, height: number, colour: string): Mark[] {
  const half = width / 2;
  const marks: Mark[] = [
    {
      d: `M${f(x - half)} ${f(base)}C${f(x - half)} ${f(base - height * 0.6)} ${f(x - half * 0.3)} ${f(base - height * 0.95)} ${f(x)} ${f(base - height)}C${f(x + half * 0.3)} ${f(base - height * 0.95)} ${f(x + half)} ${f(base - height * 0.6)} ${f(x + half)} ${f(base)}Z`,
      fill: colour,
      ...ink,
    },
  ];
  for (let i = 1; i < 5; i++) {
    const yy = base - (height * i) / 5.2;
    const span = half * (1 - (i / 5.2) ** 2);
    marks.push({
      d: `M${f(x - span)} ${f(yy)}H${f(x + span)}`,
      stroke: tint(colour, -0.35),
      width: 3,
    });
  }
  marks.push(
    { d: circle(x, base - height - width * 0.06, width * 0.07), fill: '#f5c542', ...ink },
    { d: rect(x - 2, base - height - width * 0.3, 4, width * 0.2), fill: INK },
  );
  return marks;
}

const temple: SceneDraw = (w, h, r, [stone, glow], time) => {
  const y = h * 0.74;
  const steps: Mark[] = [0, 1, 2].map((i) => ({
    d: rect(-10, y + i * h * 0.05, w + 20, h * 0.05),
    fill: tint(stone, 0.1 - i * 0.12),
    ...ink,
  }));
  const towers: Mark[] = [];
  const count = r.int(2, 3);
  for (let i = 0; i < count; i++) {
    const x = w * (0.18 + (0.64 * (i + 0.5)) / count) + r.int(-20, 20);
    const big = i === Math.floor(count / 2);
    towers.push(
      ...shikhara(
        x,
        y,
        w * (big ? 0.2 : 0.13),
        h * (big ? 0.55 : 0.36),
        tint(stone, big ? -0.1 : -0.25),
      ),
    );
  }
  const lamps: Mark[] = [];
  for (let x = w * 0.06; x < w; x += w * 0.12) {
    lamps.push(
      { d: circle(x, y + h * 0.03, h * 0.025), fill: glow, opacity: 0.4 },
      { d: ellipse(x, y + h * 0.03, h * 0.012, h * 0.008), fill: '#ffd166', stroke: INK, width: 2 },
    );
  }
  return [...orb(w * 0.82, h * 0.2, h * 0.07, time), ...towers, ...steps, ...lamps];
};

const city: SceneDraw = (w, h, r, [neon, glow], time) => {
  const y = h * 0.78;
  const far: Mark[] = [];
  const near: Mark[] = [];
  const lit = time === 'day' ? 0.25 : 0.9;
  for (let x = -10; x < w;) {
    const tw = r.int(Math.round(w / 16), Math.round(w / 9));
    const th = (h * r.int(25, 55)) / 100;
    far.push({
      d: rect(x, y - th - h * 0.08, tw, th + h),
      fill: time === 'day' ? '#8aa2c8' : '#2a1856',
    });
    x += tw + r.int(0, 8);
  }
  for (let x = -10; x < w;) {
    const tw = r.int(Math.round(w / 12), Math.round(w / 6));
    const th = (h * r.int(18, 48)) / 100;
    const body = time === 'day' ? '#4a5d7e' : '#1a0f3d';
    near.push({ d: rect(x, y - th, tw, th + h), fill: body, ...ink });
    for (let wy = y - th + 14; wy < y - 8; wy += 22) {
      for (let wx = x + 8; wx < x + tw - 12; wx += 18) {
        if (r.chance(0.55))
          near.push({ d: rect(wx, wy, 9, 11), fill: r.chance(0.5) ? neon : glow, opacity: lit });
      }
    }
    if (r.chance(0.3))
      near.push({
        d: rect(x + tw * 0.15, y - th - 26, tw * 0.7, 20),
        fill: neon,
        ...ink,
        width: 3,
      });
    x += tw;
  }
  return [
    ...orb(w * 0.84, h * 0.16, h * 0.06, time),
    ...far,
    ...near,
    { d: rect(-10, y, w + 20, h - y + 10), fill: time === 'day' ? '#6b6f7d' : '#160c2e', ...ink },
    { d: `M0 ${f(y + (h - y) * 0.45)}H${f(w)}`, stroke: glow, width: 4, opacity: 0.6 },
  ];
};

const ocean: SceneDraw = (w, h, r, [deep, foam]) => {
  const marks: Mark[] = [];
  for (let i = 0; i < 5; i++) {
    const x = (w * r.int(0, 100)) / 100;
    marks.push({
      d: poly([
        [x - w * 0.05, 0],
        [x + w * 0.05, 0],
        [x + w * 0.2, h * 0.9],
        [x + w * 0.02, h * 0.9],
      ]),
      fill: '#ffffff',
      opacity: 0.07,
    });
  }
  for (let i = 0; i < 16; i++) {
    marks.push({
      d: circle((w * r.int(0, 100)) / 100, (h * r.int(5, 75)) / 100, r.int(4, 14)),
      stroke: foam,
      width: 3,
      opacity: 0.7,
    });
  }
  const reef = (base: number, colour: string): Mark => ({
    d: `M0 ${f(h)}V${f(base)}Q${f(w * 0.15)} ${f(base - h * 0.12)} ${f(w * 0.3)} ${f(base)}T${f(w * 0.62)} ${f(base - h * 0.02)}T${f(w)} ${f(base - h * 0.05)}V${f(h)}Z`,
    fill: colour,
    ...ink,
  });
  const corals: Mark[] = [];
  for (let i = 0; i < 6; i++) {
    const x = (w * r.int(2, 98)) / 100;
    const ch = (h * r.int(10, 22)) / 100;
    corals.push({
      d: `M${f(x)} ${f(h * 0.86)}V${f(h * 0.86 - ch)}M${f(x)} ${f(h * 0.86 - ch * 0.5)}L${f(x - ch * 0.35)} ${f(h * 0.86 - ch * 0.9)}M${f(x)} ${f(h * 0.86 - ch * 0.6)}L${f(x + ch * 0.3)} ${f(h * 0.86 - ch * 1.05)}`,
      stroke: r.pick(['#ff7f50', '#ff4d8d', '#ffd166']),
      width: 9,
      round: true,
    });
  }
  return [
    {
      d: rect(0, 0, w, h),
      fill: { from: [0, 0], to: [0, h], stops: [tint(deep, 0.25), tint(deep, -0.55)] },
    },
    ...marks,
    reef(h * 0.86, tint(foam, -0.55)),
    ...corals,
    reef(h * 0.93, tint(deep, -0.6)),
  ];
};

const forest: SceneDraw = (w, h, r, [leaf, bark], time) => {
  const y = h * 0.82;
  const dark = time === 'night';
  const trees: Mark[] = [];
  const row = (scale: number, shade: number, step: number) => {
    for (let x = -30; x < w + 30; x += (step * r.int(80, 130)) / 100) {
      const th = (h * scale * r.int(70, 110)) / 100;
      trees.push({
        d: rect(x - 9 * scale * 2, y - th * 0.55, 18 * scale * 2, th * 0.55 + 4),
        fill: tint(bark, shade - 0.2),
        ...ink,
      });
      trees.push({
        d: blob([
          [x - th * 0.32, y - th * 0.45],
          [x - th * 0.28, y - th * 0.85],
          [x, y - th * 1.05],
          [x + th * 0.3, y - th * 0.82],
          [x + th * 0.34, y - th * 0.42],
          [x, y - th * 0.32],
        ]),
        fill: tint(leaf, shade),
        ...ink,
      });
    }
  };
  row(0.55, dark ? -0.6 : -0.25, w / 7);
  row(0.75, dark ? -0.45 : 0, w / 5);
  const fireflies: Mark[] = dark
    ? Array.from({ length: 14 }, (): Mark => ({
        d: circle((w * r.int(0, 100)) / 100, (h * r.int(20, 75)) / 100, 3),
        fill: '#f2ff7a',
      }))
    : [];
  return [
    ...orb(w * 0.2, h * 0.18, h * 0.06, time),
    ...trees,
    { d: rect(-10, y, w + 20, h - y + 10), fill: tint(leaf, dark ? -0.7 : -0.45), ...ink },
    ...fireflies,
  ];
};

const space: SceneDraw = (w, h, r, [nebula, star]) => {
  const marks: Mark[] = [
    { d: ellipse(w * 0.3, h * 0.35, w * 0.45, h * 0.25), fill: nebula, opacity: 0.25 },
    { d: ellipse(w * 0.7, h * 0.55, w * 0.35, h * 0.2), fill: tint(nebula, 0.3), opacity: 0.15 },
  ];
  for (let i = 0; i < 46; i++) {
    marks.push({
      d: circle((w * r.int(0, 100)) / 100, (h * r.int(0, 80)) / 100, r.int(1, 4)),
      fill: r.chance(0.3) ? star : '#ffffff',
    });
  }
  const px = (w * r.int(60, 85)) / 100;
  const pr = Math.min(w, h) * 0.16;
  marks.push(
    { d: circle(px, h * 0.3, pr), fill: tint(nebula, 0.1), ...ink },
    {
      d: circle(px + pr * 0.3, h * 0.3 - pr * 0.25, pr * 0.75),
      fill: tint(nebula, -0.25),
      opacity: 0.5,
    },
    { d: ellipse(px, h * 0.3, pr * 1.8, pr * 0.32), stroke: star, width: 7 },
  );
  marks.push({
    d: `M0 ${f(h)}V${f(h * 0.84)}Q${f(w * 0.5)} ${f(h * 0.72)} ${f(w)} ${f(h * 0.84)}V${f(h)}Z`,
    fill: '#4b5469',
    ...ink,
  });
  for (let i = 0; i < 5; i++) {
    marks.push({
      d: ellipse((w * r.int(5, 95)) / 100, (h * r.int(88, 96)) / 100, r.int(12, 30), r.int(4, 8)),
      fill: '#39404f',
    });
  }
  return marks;
};

const SCENES: Record<SceneKind, SceneDraw> = { desert, temple, city, ocean, forest, space };

/** The setting across a w x h box, at a time of day, under the halftone screen. */
export function scene(
  setting: Setting,
  w: number,
  h: number,
  random: Random,
  time: TimeOfDay = 'day',
): Mark[] {
  return [
    sky(w, h, setting.scene, time),
    ...SCENES[setting.scene](w, h, random, setting.palette, time),
    { d: rect(0, 0, w, h), fill: HALFTONE },
  ];
}
