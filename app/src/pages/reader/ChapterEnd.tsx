import type { ChapterPages, Rating } from '@ic/domain';
import { ChapterEndCard } from '@ic/ui';
import { useComics } from '../../api/comics';
import { paths } from '../../paths';

/** How many other comics the end of a series offers. */
const OTHERS = 4;

function OtherComics({ chapterPages }: { chapterPages: ChapterPages }) {
  const { comics } = useComics();
  const others = comics
    .filter((comic) => comic._id !== chapterPages.comicId)
    .slice(0, OTHERS)
    .map((comic) => ({
      id: comic._id,
      title: comic.title,
      cover: comic.coverImg,
      href: paths.chapters.href(comic._id),
    }));
  return (
    <ChapterEndCard
      chapterNumber={chapterPages.number}
      others={others}
      listHref={paths.chapters.href(chapterPages.comicId)}
    />
  );
}

/** After the last page: the next chapter, or at a series' end, other comics. */
export function ChapterEnd({
  chapterPages,
  rating,
}: {
  chapterPages: ChapterPages;
  rating: Rating;
}) {
  const { next, comicId, number } = chapterPages;
  if (!next) return <OtherComics chapterPages={chapterPages} />;
  return (
    <ChapterEndCard
      chapterNumber={number}
      next={{
        number: next.number,
        title: next.title,
        href: paths.reader.href(comicId, next.chapterId),
        lock: next.lock,
        rating,
      }}
      listHref={paths.chapters.href(comicId)}
    />
  );
}
