import { ComicCard } from '../ComicCard';
import { ScrollRow } from '../ScrollRow';
import { useT } from '../i18n';

export type NewChapterItem = {
  id: string;
  comicTitle: string;
  number: number;
  title: string;
  /** The chapter's picture (from its own pages). */
  image?: string | null;
  /** The reader at this chapter. */
  href: string;
  /** When it came out, as the reader reads dates, e.g. 'Nov 24, 2026'. */
  published: string;
};

export type NewChapterRowProps = {
  chapters: readonly NewChapterItem[];
  /** The row's accessible name (the page's section gives it its heading). */
  label?: string;
  className?: string;
};

/** "New for you": new chapters of the series a reader follows, newest first, each to the reader. */
export function NewChapterRow({ chapters, label, className }: NewChapterRowProps) {
  const t = useT();
  return (
    <ScrollRow label={label ?? t('home.newForYou.title')} itemWidth="sm" className={className}>
      {chapters.map((chapter) => (
        <ComicCard
          key={chapter.id}
          title={chapter.comicTitle}
          cover={chapter.image}
          meta={[
            t('home.newForYou.chapter', { number: chapter.number, title: chapter.title }),
            chapter.published,
          ]}
          href={chapter.href}
          headingLevel="h3"
        />
      ))}
    </ScrollRow>
  );
}
