import { createRandom } from '../random.ts';
import { fit } from '../svg.ts';
import { elementStyle } from './emblems.ts';
import { figure, lookFor } from './figure.ts';
import { scene, type Backdrop } from './scenes.ts';
import { burst, captionBox, INK, lettering, svgDocument } from './style.ts';

// Comic covers (a hero before the villain's shadow, the title across the top) and chapter
// thumbnails (the chapter's number in a burst over the universe's landscape).

export function renderComicCover(comic: {
  id: string;
  title: string;
  backdrop: Backdrop;
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
    scene(comic.backdrop, 600, 900, random) +
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
  backdrop: Backdrop;
}): string {
  const random = createRandom(`chapter:${chapter.id}`);
  return svgDocument(
    800,
    450,
    chapter.title,
    scene(chapter.backdrop, 800, 450, random) +
      burst(150, 200, 150, 14, '#ffd23f') +
      lettering(String(chapter.number), 150, 245, 130, '#ffffff') +
      captionBox(fit(chapter.title.toUpperCase(), 26), 300, 330, 460, 30),
  );
}
