// `npm run dev` only: what the build's font-hints script does (app/build/fontHints.ts).
import bodyFont from '@fontsource/nunito/files/nunito-latin-400-normal.woff2?url';
import { hintBodyFont } from './bodyFontHint';

hintBodyFont(bodyFont, window.location.pathname);
