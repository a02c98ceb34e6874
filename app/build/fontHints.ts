import { readFileSync } from 'node:fs';
import path from 'node:path';
import { transformWithOxc, type Plugin } from 'vite';

const SOURCE = 'src/fonts/bodyFontHint.ts';
/** The body font's regular and black weights, as the build names their latin files. */
const BODY_FONTS = [
  /nunito-latin-400-normal-[\w-]+\.woff2$/,
  /nunito-latin-900-normal-[\w-]+\.woff2$/,
];

/**
 * The body font's preloads as a script of its own (src/fonts/bodyFontHint.ts with the built
 * fonts' addresses), injected first into the page's head as an async module: it runs as soon as
 * it arrives, long before the entry has downloaded, and leaves the preloads out where the first
 * screen does not use them (a static <link> in index.html gives every route the same).
 * Emitted as a file rather than a second entry, which would make the bundler split the main
 * entry's runtime into chunks of their own.
 */
export function fontHints(appRoot: string): Plugin {
  const source = path.join(appRoot, SOURCE);
  let script = '';
  return {
    name: 'font-hints',
    async generateBundle(_options, bundle) {
      const fonts = BODY_FONTS.map((name) => {
        const font = Object.values(bundle).find(
          (file) => file.type === 'asset' && name.test(file.fileName),
        );
        if (!font) this.error(`no body font like ${name} was built`);
        return `/${font.fileName}`;
      });
      const { code } = await transformWithOxc(readFileSync(source, 'utf8'), source, {
        lang: 'ts',
      });
      const call = `hintBodyFont(${JSON.stringify(fonts)}, location.pathname);\n`;
      const ref = this.emitFile({ type: 'asset', name: 'font-hints.js', source: code + call });
      script = `/${this.getFileName(ref)}`;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { server }) {
        // In development Vite serves the source, which preloads the font it is given there.
        const src = server ? '/src/fonts/devFontHints.ts' : script;
        if (!src) throw new Error('font-hints: the page was written before its script');
        return [
          { tag: 'script', attrs: { type: 'module', async: true, src }, injectTo: 'head-prepend' },
        ];
      },
    },
  };
}
