import { ContinueReadingRow, Section, useCatalogue, useT } from '@ic/ui';
import { useContinueReading } from '../../api/progress';
import { paths } from '../../paths';
import { useSession } from '../../session';

/**
 * "Continue reading" for a signed-in reader (home and /comics): each comic they are part-way
 * through, resumed at its page. Nothing while signed out, or with nothing to resume.
 */
export function ContinueReadingSection() {
  // The home page shows it too: its words are the comics catalogue's.
  useCatalogue('comics');
  const t = useT();
  const { signedIn } = useSession();
  const items = useContinueReading(signedIn);
  if (items.length === 0) return null;
  return (
    <Section title={t('comics.continue.title')}>
      <ContinueReadingRow
        items={items.map(({ comic, chapter, page, pageCount }) => ({
          id: comic._id,
          comicTitle: comic.title,
          cover: comic.coverImg,
          chapterNumber: chapter.number,
          page,
          pageCount,
          href: paths.reader.href(comic._id, chapter._id, page),
        }))}
      />
    </Section>
  );
}
