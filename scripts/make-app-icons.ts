// The site's icons, drawn once from the brand mark in app/build/brand-mark.svg and committed:
// `npm run icons` after the mark changes. The tab icon is a PNG, not the SVG itself: a browser
// draws an SVG icon as a document of its own on the page's main thread while the page loads
// (3–49 ms here, several times that on a phone), a PNG of this size in under a millisecond.
// "any" icons are the rounded mark itself; the maskable one fills the whole square with the
// brand red and keeps the bolt inside the central 80 % circle that every mask shape leaves.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

const root = path.resolve(import.meta.dirname, '..');
const out = path.join(root, 'app/public/icons');
const mark = await readFile(path.join(root, 'app/build/brand-mark.svg'));
const bolt = /<path[^>]*\/>/.exec(mark.toString())?.[0];
if (!bolt) throw new Error('brand-mark.svg has no bolt path to draw the maskable icon from');

// The bolt spans about 36 of the mark's 64 units; at 0.7 scale it sits well inside the safe zone.
const maskable = Buffer.from(
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">` +
    `<rect width="64" height="64" fill="#c81e3a"/>` +
    `<g transform="translate(32 32) scale(0.7) translate(-32 -32)">${bolt}</g></svg>`,
);

const draw = (svg: Buffer, size: number, file: string) =>
  sharp(svg, { density: (72 * size) / 64 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(path.join(out, file));

await Promise.all([
  draw(mark, 48, 'favicon-48.png'),
  draw(mark, 192, 'icon-192.png'),
  draw(mark, 512, 'icon-512.png'),
  draw(maskable, 512, 'icon-maskable-512.png'),
  draw(maskable, 180, 'apple-touch-icon.png'),
]);
console.log(`Icons written to ${path.relative(root, out)}`);
