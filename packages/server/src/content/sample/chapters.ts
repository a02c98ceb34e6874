import { ids } from '../ids.ts';
import { COMICS, type ComicScript } from './comics.ts';
import { planChapter } from './pages/plan.ts';
import { renderChapterPdf } from './pages/render.ts';
import { universeNamed } from './world.ts';

/** The script our generator wrote for a sample comic (imported comics bring their own files). */
export function sampleScriptOf(comicId: string): ComicScript | undefined {
  return COMICS.find((c) => ids.comic(c.title) === comicId);
}

/** A sample chapter (numbered from 1) as a comic PDF: the same script gives the same bytes. */
export function drawSampleChapter(script: ComicScript, number: number): Promise<Buffer> {
  const plan = planChapter(script, number - 1, universeNamed(script.universe).places);
  return renderChapterPdf(plan);
}
