import type { Language } from '@ic/domain';

/**
 * Hindi's Devanagari font (self-hosted, font-display: swap), fetched only once Hindi is shown:
 * English pages never download it. Regular for text, bold for headings.
 */
export function loadLanguageFont(language: Language): void {
  if (language !== 'hi') return;
  void import('@fontsource/noto-sans-devanagari/devanagari-400.css');
  void import('@fontsource/noto-sans-devanagari/devanagari-700.css');
}
