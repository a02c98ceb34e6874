import { describe, expect, it } from 'vitest';
import { artSources } from './art.ts';

const ID = '4b79eba705d1c63fbd126bda';

describe('artSources', () => {
  it('offers a generated picture as AVIF, then WebP, at each width', () => {
    const art = `/media/art/blogs/${ID}/0`;
    expect(artSources(`${art}.svg`)).toEqual([
      {
        type: 'image/avif',
        srcSet: `${art}-480.avif 480w, ${art}-800.avif 800w, ${art}-1200.avif 1200w`,
      },
      {
        type: 'image/webp',
        srcSet: `${art}-480.webp 480w, ${art}-800.webp 800w, ${art}-1200.webp 1200w`,
      },
    ]);
  });

  it('keeps the media origin of an absolute address', () => {
    const [avif] = artSources(`https://media.example.in/media/art/comics/${ID}/cover.svg`) ?? [];
    expect(avif?.srcSet).toMatch(
      /^https:\/\/media\.example\.in\/media\/art\/comics\/\w{24}\/cover-480\.avif 480w, /,
    );
  });

  it('leaves uploaded files and anything else as they are', () => {
    expect(artSources(`/media/files/${ID}/monsoon.png`)).toBeUndefined();
    expect(artSources(`/media/art/blogs/${ID}/0-480.webp`)).toBeUndefined();
    expect(artSources('/media/art/blogs/not-an-id/0.svg')).toBeUndefined();
    expect(artSources('data:image/svg+xml,<svg/>')).toBeUndefined();
  });
});
