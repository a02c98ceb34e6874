import { afterEach, describe, expect, it } from 'vitest';
import './fonts';

/** @fontsource's latin-ext faces: their range holds ₹ (U+20B9) among the other currency signs. */
const isLatinExt = (face: FontFace) => /U\+20AD-20C0/i.test(face.unicodeRange);
const asked = () => [...document.fonts].filter((face) => face.status !== 'unloaded');

/** Sets `text` in `font` on the page and waits for the faces its first frame asked for. */
async function show(font: string, text: string) {
  const line = document.createElement('p');
  line.style.font = font;
  line.textContent = text;
  document.body.append(line);
  await new Promise(requestAnimationFrame);
  await document.fonts.ready;
}

afterEach(() => document.body.replaceChildren());

describe('the rupee sign', () => {
  it.each(['400 20px Nunito', '700 20px Nunito', '900 20px Nunito', '400 20px Bangers'])(
    'is set in %s from its own small face, without the latin-ext file',
    async (font) => {
      await show(font, 'Donate ₹499');
      const [weight, , family] = font.split(' ');
      const rupee = [...document.fonts].find(
        (face) =>
          face.family.replaceAll(/["']/g, '') === family &&
          face.weight === weight &&
          face.unicodeRange === 'U+20B9',
      );
      expect(rupee?.status).toBe('loaded');
      expect(asked().filter(isLatinExt)).toEqual([]);
    },
  );

  it('leaves other latin-ext letters to the latin-ext faces', async () => {
    await show('400 20px Nunito', 'Śaktī');
    expect(
      asked()
        .filter(isLatinExt)
        .map((face) => face.weight),
    ).toEqual(['400']);
  });
});
