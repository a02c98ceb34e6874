import type { BlogCategory } from '@ic/domain';
import { createRandom } from '../random.ts';
import { fit } from '../svg.ts';
import { elementStyle } from './emblems.ts';
import { background, burst, captionBox, lettering, svgDocument } from './style.ts';

// Pictures for news posts and the Support Us timeline: an emblem in a burst, captioned.

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
