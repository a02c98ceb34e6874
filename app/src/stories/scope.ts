// What page stories' play functions share: how long to wait, and where the page is.
import { within } from 'storybook/test';

/** Past the spec's 2 s splash and 2.4 s skeletons, with room for a busy machine. */
export const AFTER_SKELETONS = { timeout: 15_000 };

/** The page's one <main>, once the page has arrived, as a query scope. */
export async function mainOf(canvasElement: HTMLElement, wait = AFTER_SKELETONS) {
  return within(await within(canvasElement).findByRole('main', {}, wait));
}

/** A wait for code a page loads on demand (the checkout dialog when a payment opens it). */
const ON_DEMAND = { timeout: 10_000 };

/** The sandbox checkout dialog, once a payment has opened it (its code loads then). */
export function findSandboxCheckout(canvasElement: HTMLElement) {
  return within(canvasElement.ownerDocument.body).findByRole(
    'dialog',
    { name: 'IC Universe sandbox checkout' },
    ON_DEMAND,
  );
}
