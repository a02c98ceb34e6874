/**
 * Ends the current task, so the browser may paint or handle input before the next step: on a
 * phone each step of taking a page over is tens of milliseconds, and one task holding them all
 * blocks the page that long.
 */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
