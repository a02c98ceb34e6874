import type { Page } from '@playwright/test';

/**
 * What sticks out past the viewport's right edge: nothing when the document is no wider than the
 * viewport, else its innermost elements that reach past it (tag, slot or class, right edge), so a
 * failing check names the culprit. `expect(await overflowing(page)).toEqual([])` asserts a fit.
 */
export function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth <= width) return [];
    return [...document.body.querySelectorAll('*')]
      .filter((element) => element.getBoundingClientRect().right > width + 0.5)
      .filter((element) => element.children.length === 0)
      .slice(0, 8)
      .map((element) => {
        const { right } = element.getBoundingClientRect();
        const name = element.getAttribute('data-slot') ?? element.className.toString().slice(0, 40);
        const words = (element.textContent ?? '').trim().slice(0, 30);
        return `<${element.tagName.toLowerCase()} ${name}> "${words}" right=${Math.round(right)}`;
      });
  });
}
