// `npm run dev` only: what the build's font-hints script does (app/build/fontHints.ts).
import regular from '@fontsource/nunito/files/nunito-latin-400-normal.woff2?url';
import black from '@fontsource/nunito/files/nunito-latin-900-normal.woff2?url';
import { hintBodyFont } from './bodyFontHint';

hintBodyFont([regular, black], window.location.pathname);
