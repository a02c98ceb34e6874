// Original character art for stories, drawn inline as SVG data URIs in the site's comic style
// (ink outlines on a burst), in the shapes the server serves: portrait, square, story, banner.

const SHAPES = {
  portrait: [300, 400],
  square: [300, 300],
  story: [450, 300],
  banner: [800, 300],
} as const;

export type StoryArtShape = keyof typeof SHAPES;

/** A caped figure with the `letter` on its chest, over a burst of `fill`. */
export function characterArt(letter: string, fill: string, shape: StoryArtShape = 'portrait') {
  const [w, h] = SHAPES[shape];
  const cx = w / 2;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}">
<rect width="${w}" height="${h}" fill="${fill}"/>
<circle cx="${cx}" cy="${h * 0.5}" r="${h * 0.42}" fill="#fffaf0" opacity="0.85"/>
<path d="M${cx - h * 0.25} ${h} L${cx} ${h * 0.42} L${cx + h * 0.25} ${h} Z" fill="#14121f"/>
<circle cx="${cx}" cy="${h * 0.34}" r="${h * 0.1}" fill="#f2c79b" stroke="#14121f" stroke-width="5"/>
<text x="${cx}" y="${h * 0.85}" font-size="${h * 0.16}" text-anchor="middle" font-family="Impact, sans-serif" fill="#ffc832">${letter}</text>
</svg>`;
  return `data:image/svg+xml;utf8,${encodeURIComponent(svg)}`;
}
