import type { ChapterLock, Rating } from '@ic/domain';
import styled from 'styled-components';
import { CoverImage } from '../CoverImage';
import { useT } from '../i18n';
import { ContextLink } from '../LinkProvider';
import { LockBadge } from '../LockBadge';
import { TextLink } from '../TextLink';
import { vars } from '../theme';

export type EndCardNext = {
  number: number;
  title: string;
  href: string;
  /** Why this reader cannot open it yet; the link still leads there, where the reader explains. */
  lock?: ChapterLock | null;
  rating?: Rating;
};

export type EndCardComic = { id: string; title: string; cover?: string | null; href: string };

export type ChapterEndCardProps = {
  /** The chapter just finished. */
  chapterNumber: number;
  /** The next chapter; absent at the end of a series. */
  next?: EndCardNext | null;
  /** Other comics to read, offered at the end of a series. */
  others?: readonly EndCardComic[];
  /** The comic's chapter list. */
  listHref: string;
  className?: string;
};

const Root = styled.section`
  display: grid;
  gap: ${vars.space[4]};
  justify-items: center;
  width: min(100%, ${vars.size.prose});
  margin: auto;
  padding: ${vars.space[8]} ${vars.space[4]};
  text-align: center;
  --ic-link-color: currentColor;

  & h2 {
    font-family: ${vars.font.display};
    font-size: ${vars.fontSize.xl};
  }
  & [data-slot='next-title'] {
    font-size: ${vars.fontSize.lg};
    font-weight: ${vars.fontWeight.bold};
  }
  & ul {
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(7rem, 9rem));
    justify-content: center;
    gap: ${vars.space[4]};
    width: 100%;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  & [data-slot='comic'] {
    display: grid;
    gap: ${vars.space[2]};
    color: inherit;
    font-weight: ${vars.fontWeight.bold};
    text-decoration: none;
  }
`;

/**
 * What follows a chapter's last page: the next chapter (with its lock when this reader cannot
 * open it yet), or, at the end of a series, other comics to read.
 */
export function ChapterEndCard({
  chapterNumber,
  next,
  others = [],
  listHref,
  className,
}: ChapterEndCardProps) {
  const t = useT();
  const heading = t('comics.end.title', { number: chapterNumber });
  return (
    <Root aria-label={heading} className={className} data-slot="end-card">
      <h2>{heading}</h2>
      {next ? (
        <>
          <p>{t('comics.end.next')}</p>
          <p data-slot="next-title">
            {t('comics.chapter.title', { number: next.number, title: next.title })}
          </p>
          {next.lock && <LockBadge lock={next.lock} rating={next.rating ?? 'G'} />}
          <TextLink variant="button" tone="primary" href={next.href}>
            {t('comics.end.read', { number: next.number })}
          </TextLink>
        </>
      ) : (
        <>
          <p>{t('comics.end.latest')}</p>
          {others.length > 0 && (
            <>
              <p>{t('comics.end.more')}</p>
              <ul aria-label={t('comics.end.moreLabel')}>
                {others.map((comic) => (
                  <li key={comic.id}>
                    <ContextLink href={comic.href} data-slot="comic">
                      <CoverImage src={comic.cover} alt="" />
                      {comic.title}
                    </ContextLink>
                  </li>
                ))}
              </ul>
            </>
          )}
        </>
      )}
      <TextLink href={listHref}>{t('comics.end.allChapters')}</TextLink>
    </Root>
  );
}
