import babel, { defineRolldownBabelPreset } from '@rolldown/plugin-babel';

/**
 * Every styled component named by its file and place in it (babel-plugin-styled-components'
 * componentId), not by how many were defined before it. The server's renderer is one bundle and
 * the browser loads chunks in another order, so counted ids differed for most components: the
 * drawn class names were not the browser's, and hydration inserted their rules again (97–160 a
 * page, and every element's style recalculated) although the served CSS already had them.
 */
export function styledComponentIds() {
  return babel({
    presets: [
      defineRolldownBabelPreset({
        preset: () => ({
          plugins: [
            [
              'babel-plugin-styled-components',
              // Class names stay short (no display names); the CSS is left as written.
              { ssr: true, displayName: false, fileName: false, minify: false, pure: true },
            ],
          ],
        }),
        rolldown: { filter: { code: /from ['"]styled-components['"]/ } },
      }),
    ],
  });
}
