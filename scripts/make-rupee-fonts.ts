// The rupee sign (₹, U+20B9) of each face the site uses, cut from @fontsource's latin-ext files
// and committed: `npm run fonts:rupee` after a @fontsource upgrade. @fontsource puts ₹ in the
// latin-ext subset, so a page showing a price (Support Us, Ultimate, the cart) downloaded three
// or four ~17 KB latin-ext files for one glyph before its first paint; these are 1–3 KB each.
// packages/ui/src/theme/rupee/rupee.css declares them.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import subsetFont from 'subset-font';

const root = path.resolve(import.meta.dirname, '..');
const out = path.join(root, 'packages/ui/src/theme/rupee');
const FACES = [
  { family: 'bangers', weight: 400 },
  { family: 'nunito', weight: 400 },
  { family: 'nunito', weight: 700 },
  { family: 'nunito', weight: 900 },
];

for (const { family, weight } of FACES) {
  const source = path.join(
    root,
    `node_modules/@fontsource/${family}/files/${family}-latin-ext-${weight}-normal.woff2`,
  );
  const font = await subsetFont(await readFile(source), '₹', { targetFormat: 'woff2' });
  await writeFile(path.join(out, `${family}-${weight}.woff2`), font);
  console.log(`${family} ${weight}: ${font.length} bytes`);
}
