import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { MarkdownPreview } from './MarkdownPreview';
import { isAllowedImage } from './safeUrls';

const MEDIA = 'https://media.icuniverse.in';

async function preview(markdown: string) {
  const screen = await render(
    <MarkdownPreview
      markdown={markdown}
      allowedImageOrigins={[MEDIA]}
      baseUrl={`${MEDIA}/studio/`}
    />,
  );
  return screen.container;
}

describe('MarkdownPreview', () => {
  it('renders markdown as elements', async () => {
    const root = await preview('## The Iron Banyan\n\nChapter *three* is out.');
    expect(root.querySelector('h2')?.textContent).toBe('The Iron Banyan');
    expect(root.querySelector('em')?.textContent).toBe('three');
  });

  it('drops raw HTML: no script, no event attribute, no iframe', async () => {
    const root = await preview(
      'Before\n\n<script>window.hacked = true</script>\n\n<img src="x" onerror="window.hacked = true">\n\n<iframe src="https://evil.example"></iframe>\n\nAfter',
    );
    expect(root.querySelector('script, iframe, [onerror]')).toBeNull();
    expect(root.querySelector('img')).toBeNull();
    expect(root.textContent).toContain('Before');
    expect(root.textContent).toContain('After');
    expect(root.textContent).not.toContain('hacked');
  });

  it('empties javascript: links, however they are written', async () => {
    const root = await preview(
      '[one](javascript:alert(1)) [two](JavaScript:alert(2)) [three](java&#115;cript:alert(3)) [safe](https://icuniverse.in/news)',
    );
    const hrefs = Array.from(root.querySelectorAll('a'), (a) => a.getAttribute('href') ?? '');
    expect(hrefs).toHaveLength(4);
    expect(hrefs.filter((href) => /script:/i.test(href))).toEqual([]);
    expect(hrefs[3]).toBe('https://icuniverse.in/news');
  });

  it('loads images from the media store only, and says when one is left out', async () => {
    const root = await preview(
      `![Cover](${MEDIA}/blogs/cover.webp) ![Page](/media/page-1.webp) ![Tracker](https://evil.example/pixel.png) ![Inline](data:image/png;base64,AAAA)`,
    );
    const sources = Array.from(root.querySelectorAll('img'), (img) => img.getAttribute('src'));
    expect(sources).toEqual([`${MEDIA}/blogs/cover.webp`, '/media/page-1.webp']);
    const notes = root.querySelectorAll('[data-slot="image-left-out"]');
    expect(notes).toHaveLength(2);
    expect(notes[0]?.textContent).toBe(
      'Image left out: pictures come from our media store only (Tracker)',
    );
  });
});

describe('isAllowedImage', () => {
  it('takes an allowed origin, over https or http', () => {
    expect(isAllowedImage(`${MEDIA}/a.webp`, [MEDIA])).toBe(true);
    expect(isAllowedImage('http://localhost:3000/media/a.webp', ['http://localhost:3000'])).toBe(
      true,
    );
  });

  it('refuses other origins, look-alike hosts and other schemes', () => {
    expect(isAllowedImage('https://media.icuniverse.in.evil.example/a.webp', [MEDIA])).toBe(false);
    expect(isAllowedImage('https://evil.example/a.webp', [MEDIA])).toBe(false);
    expect(isAllowedImage('javascript:alert(1)', [MEDIA])).toBe(false);
    expect(isAllowedImage('data:image/png;base64,AAAA', [MEDIA])).toBe(false);
  });

  it('reads a relative address against the base, and refuses it without a usable one', () => {
    expect(isAllowedImage('/media/a.webp', [MEDIA], `${MEDIA}/studio`)).toBe(true);
    expect(isAllowedImage('/media/a.webp', [MEDIA], 'https://icuniverse.in/')).toBe(false);
    expect(isAllowedImage('media/a.webp', [MEDIA], 'not an address')).toBe(false);
  });
});
