import { createRequire } from 'node:module';
import createQpdf from '@neslinesli93/qpdf-wasm';

// Uploaded chapter PDFs are linearized ("fast web view") on the way in, so the members' download
// shows its first page before the rest arrives. qpdf's WASM build (Apache-2.0): a fresh module
// per file (about 20 ms to start), since an Emscripten program's main is meant to run once.

const WASM = createRequire(import.meta.url).resolve('@neslinesli93/qpdf-wasm/dist/qpdf.wasm');
/** qpdf's exit codes: 0 done, 3 done with warnings (a damaged part it repaired). */
const DONE = new Set([0, 3]);

/** Emscripten's file system writes files too; the package's types name only what reads. */
type WritableFs = { writeFile: (path: string, data: Uint8Array) => void };

/** The same document, linearized; null when qpdf cannot write it (the original is kept then). */
export async function linearizePdf(pdf: Uint8Array): Promise<Buffer | null> {
  const qpdf = await createQpdf({ locateFile: () => WASM });
  (qpdf.FS as typeof qpdf.FS & WritableFs).writeFile('/in.pdf', pdf);
  const code = qpdf.callMain(['--linearize', '/in.pdf', '/out.pdf']);
  if (!DONE.has(code)) return null;
  return Buffer.from(qpdf.FS.readFile('/out.pdf'));
}
