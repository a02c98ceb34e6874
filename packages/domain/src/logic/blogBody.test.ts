import { describe, expect, it } from 'vitest';
import { blogBodyOf, blogEntriesOf, markdownImage } from './blogBody.ts';

describe('a blog body', () => {
  it('joins stories with their headings and pictures as markdown', () => {
    const body = blogBodyOf([
      { heading: null, imageUrl: '/media/a.png', story: 'First part.' },
      { heading: 'Next', imageUrl: '', story: ' Second part. ' },
    ]);
    expect(body).toBe('![](/media/a.png)\n\nFirst part.\n\n## Next\n\nSecond part.');
  });

  it('is stored as one story without a separate picture', () => {
    expect(blogEntriesOf(' # Hi \n\ntext ')).toEqual([
      { imageUrl: '', story: '# Hi \n\ntext', heading: null },
    ]);
  });

  it('writes an image whose address and alt cannot break the markdown', () => {
    expect(markdownImage('/media/files/ab/my pic(1).png', 'a [b]')).toBe(
      '![a b](/media/files/ab/my%20pic%281%29.png)',
    );
    expect(markdownImage('/media/x.png', '  ')).toBe('![Picture](/media/x.png)');
  });
});
