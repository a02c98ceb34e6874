// The flat art's colours (the site's own pictures and the stories' stand-ins): one ink, paper
// and skin, and six bright inks that take turns by seed.

export const FLAT = { ink: '#14121f', paper: '#fffaf0', skin: '#f2c79b' } as const;

export const BRIGHTS = ['#c81e3a', '#1a4fd6', '#ffc832', '#17703a', '#7a2bd1', '#e46a12'] as const;

/** The bright ink for a seed (any whole number, however large). */
export function bright(seed: number): string {
  return BRIGHTS[seed % BRIGHTS.length] ?? FLAT.ink;
}
