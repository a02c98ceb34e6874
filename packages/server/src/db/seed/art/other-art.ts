import type { BlogCategory } from '@ic/domain';
import { createRandom } from '../prng.ts';
import { figure, lookFor } from './figure.ts';
import { elementStyle } from './icons.ts';
import { scene } from './scenes.ts';
import {
  background,
  burst,
  captionBox,
  escapeXml,
  fit,
  INK,
  lettering,
  LETTERING,
  svgDocument,
} from './svg.ts';

export function renderComicCover(comic: {
  id: string;
  title: string;
  universe: string;
  authors: string[];
  year: number;
}): string {
  const random = createRandom(`cover:${comic.id}`);
  const hero = lookFor(random, 'hero', 'Human', elementStyle(comic.title).icon);
  const villain = lookFor(random, 'villain', 'Human', elementStyle('shadow').icon);
  const words = comic.title.toUpperCase().split(' ');
  const half = Math.ceil(words.length / 2);
  return svgDocument(
    600,
    900,
    comic.title,
    scene(comic.universe, 600, 900, random) +
      `<g transform="translate(420 620) scale(-0.62 0.62)" opacity="0.9">${figure(villain)}</g>` +
      burst(260, 560, 260, 16, '#ffd23f') +
      `<g transform="translate(260 860) scale(0.78)">${figure(hero)}</g>` +
      `<rect x="0" y="0" width="600" height="250" fill="${INK}" opacity="0.85"/>` +
      lettering(fit(words.slice(0, half).join(' '), 16), 300, 110, 68, '#ffe14d') +
      lettering(fit(words.slice(half).join(' '), 18), 300, 190, 58, '#ffffff') +
      captionBox(fit(`${comic.authors.join(' & ')} · ${comic.year}`, 34), 40, 800, 520, 24),
  );
}

export function renderChapterCover(chapter: {
  id: string;
  number: number;
  title: string;
  universe: string;
}): string {
  const random = createRandom(`chapter:${chapter.id}`);
  return svgDocument(
    800,
    450,
    chapter.title,
    scene(chapter.universe, 800, 450, random) +
      burst(150, 200, 150, 14, '#ffd23f') +
      lettering(String(chapter.number), 150, 245, 130, '#ffffff') +
      captionBox(fit(chapter.title.toUpperCase(), 26), 300, 330, 460, 30),
  );
}

const CATEGORY_COLORS: Record<BlogCategory, [string, string]> = {
  general: ['#ffd23f', '#1d4ed8'],
  foundation: ['#b7e4c7', '#2d6a4f'],
  ic: ['#ff8fab', '#7b2cbf'],
};

const CATEGORY_LABELS: Record<BlogCategory, string> = {
  general: 'NEWS',
  foundation: 'FOUNDATION',
  ic: 'IC UNIVERSE',
};

/** Picture 0 is the cover; pictures 1.. go with each entry of the story. */
export function renderBlogArt(
  blog: { id: string; title: string; category: BlogCategory },
  index: number,
): string {
  const random = createRandom(`blog:${blog.id}:${index}`);
  const [light, dark] = CATEGORY_COLORS[blog.category] ?? CATEGORY_COLORS.general;
  const emblem = elementStyle(
    index === 0 ? blog.title : random.pick(['star', 'song', 'seed', 'light', 'wave']),
  );
  const title = index === 0 ? fit(blog.title.toUpperCase(), 30) : `PART ${index}`;
  return svgDocument(
    1200,
    675,
    index === 0 ? blog.title : `${blog.title}, part ${index}`,
    background(1200, 675, light) +
      burst(random.int(700, 900), 330, 340, 20, dark) +
      `<g transform="translate(${random.int(700, 900)} 330) scale(1.3)">${emblem.icon}</g>` +
      captionBox(CATEGORY_LABELS[blog.category] ?? 'NEWS', 50, 50, 320, 32) +
      lettering(title, 60, 560, index === 0 ? 54 : 90, '#ffffff', 'start'),
  );
}

export function renderTimelineArt(story: { id: string; title: string; eventDate: string }): string {
  const random = createRandom(`timeline:${story.id}`);
  const emblem = elementStyle(random.pick(['seed', 'light', 'song', 'star']));
  return svgDocument(
    800,
    500,
    story.title,
    background(800, 500, '#fff1d0') +
      burst(400, 230, 220, 16, emblem.color) +
      `<g transform="translate(400 230)">${emblem.icon}</g>` +
      captionBox(fit(story.title.toUpperCase(), 30), 60, 400, 680, 28),
  );
}

export function renderMemberAvatar(member: { key: string; name: string }): string {
  const random = createRandom(`member:${member.key}`);
  const skin = random.pick(['#8d5524', '#a86b3c', '#c68642', '#e0ac69']);
  const shirt = random.pick(['#1d4ed8', '#dc2626', '#0f766e', '#7c3aed', '#f97316']);
  const hair = random.pick(['#111111', '#2b1b0e', '#4a2c16']);
  const initials = member.name
    .split(/\s+/)
    .map((w) => w.charAt(0))
    .join('')
    .slice(0, 2)
    .toUpperCase();
  return svgDocument(
    400,
    400,
    member.name,
    background(400, 400, random.pick(['#ffd23f', '#8ecae6', '#ffb4a2', '#b7e4c7'])) +
      `<path d="M70,400 C80,300 320,300 330,400Z" fill="${shirt}" stroke="${INK}" stroke-width="8"/>` +
      `<ellipse cx="200" cy="190" rx="80" ry="92" fill="${skin}" stroke="${INK}" stroke-width="8"/>` +
      `<path d="M120,170 C120,80 280,80 282,170 C250,130 160,128 120,170Z" fill="${hair}" stroke="${INK}" stroke-width="7"/>` +
      `<circle cx="170" cy="195" r="9" fill="${INK}"/><circle cx="230" cy="195" r="9" fill="${INK}"/>` +
      `<path d="M170,238 Q200,262 230,238" fill="none" stroke="${INK}" stroke-width="7" stroke-linecap="round"/>` +
      `<circle cx="330" cy="70" r="48" fill="#ffe14d" stroke="${INK}" stroke-width="6"/>` +
      `<text x="330" y="86" font-family="${LETTERING}" font-size="44" text-anchor="middle" fill="${INK}">${escapeXml(initials)}</text>`,
  );
}
