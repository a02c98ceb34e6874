// What page stories' play functions share: how long to wait, and where the page is.
import { within } from 'storybook/test';

/** Past the spec's 2.4 s skeletons, with room for a slow machine. */
export const AFTER_SKELETONS = { timeout: 6000 };

/** The page's one <main>, once the page has arrived, as a query scope. */
export async function mainOf(canvasElement: HTMLElement, wait = AFTER_SKELETONS) {
  return within(await within(canvasElement).findByRole('main', {}, wait));
}
