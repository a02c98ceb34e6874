import type { CharacterSketch } from '@ic/art';
import type { Db } from '../../db/database.ts';
import { fromCharacterRow } from '../../repositories/characters.ts';
import { chapterCast, findComicRow } from '../../repositories/comics.ts';
import { ids } from '../ids.ts';
import { sketchOf } from '../sketch.ts';
import { COMICS, type ComicScript } from './comics/index.ts';
import { planChapter, type ChapterCast, type ChapterPlan } from './pages/plan.ts';
import { renderChapterPdf, type ChapterArt } from './pages/render.ts';
import { settingOf, universeNamed } from './world.ts';

/** The script our generator wrote for a sample comic (imported comics bring their own files). */
export function sampleScriptOf(comicId: string): ComicScript | undefined {
  return COMICS.find((c) => ids.comic(c.title) === comicId);
}

/** A sample chapter as its cast in the database has it: the plan and what its pictures show. */
export async function sampleChapter(
  db: Db,
  script: ComicScript,
  chapter: { id: string; comic_id: string; number: number },
): Promise<{ plan: ChapterPlan; art: ChapterArt }> {
  const rows = await chapterCast(db, chapter.id);
  const sketches = new Map<string, CharacterSketch>(
    rows.map((r) => [r.original_name, sketchOf(fromCharacterRow(r))]),
  );
  const lead = (position: number) => rows.find((r) => r.role === 'lead' && r.position === position);
  const names = (role: string) => rows.filter((r) => r.role === role).map((r) => r.original_name);
  const cast: ChapterCast = {
    hero: lead(0)?.original_name ?? '',
    ally: lead(1)?.original_name ?? '',
    villain: lead(2)?.original_name ?? '',
    support: names('support'),
    cameos: names('cameo'),
  };
  const universe = universeNamed(script.universe);
  const plan = planChapter(
    script,
    chapter.number - 1,
    universe.places.map((p) => p.name),
    cast,
  );
  const comic = await findComicRow(db, chapter.comic_id);
  const leads = [0, 1, 2].flatMap((position) => {
    const sketch = sketches.get(lead(position)?.original_name ?? '');
    return sketch ? [sketch] : [];
  });
  const art: ChapterArt = {
    sketch: (name) => sketches.get(name),
    setting: (place) => settingOf(script.universe, place),
    cover: {
      id: chapter.comic_id,
      title: comic?.title ?? script.title,
      setting: settingOf(script.universe),
      cast: leads,
    },
  };
  return { plan, art };
}

/** A sample chapter as a comic PDF: the same script and cast give the same bytes. */
export async function drawSampleChapter(
  db: Db,
  script: ComicScript,
  chapter: { id: string; comic_id: string; number: number },
): Promise<Buffer> {
  const { plan, art } = await sampleChapter(db, script, chapter);
  return renderChapterPdf(plan, art);
}
