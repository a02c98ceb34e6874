import { __PRIVATE__ } from 'styled-components';

/** Marks the <style> of a server-drawn page's styled-components CSS. */
export const SERVED_STYLES_ATTRIBUTE = 'data-served-styles';

// styled-components writes, after each component's rules, which class names they are for.
const NAMES = /data-styled\.g\d+\[id="([\w-]+)"\]\{content:"([^"]*)"\}/g;

/**
 * Takes over a server-drawn page's styles where they are. styled-components would move them
 * into a sheet of its own (it rehydrates tags it marked), and swapping a sheet for another with
 * the same rules makes the browser compute the style of every element again: ~40 ms, or ~160 ms
 * on a phone, in one task. Instead the served tag carries no mark of styled-components and stays;
 * its class names are only registered as inserted, so components drawn with them add nothing,
 * and only components new to the page insert rules (into styled-components' own sheet, after it).
 * Runs before the first render that uses styled components.
 */
export function adoptServedStyles(root: ParentNode = document): void {
  const served = root.querySelector(`style[${SERVED_STYLES_ATTRIBUTE}]`)?.textContent ?? '';
  for (const [, id, names] of served.matchAll(NAMES)) {
    for (const name of names!.split(',')) if (name) __PRIVATE__.mainSheet.registerName(id!, name);
  }
}
