import styled from 'styled-components';
import { CoverImage } from '../CoverImage';
import { useCatalogue, useT } from '../i18n';
import { ContextLink } from '../LinkProvider';
import { ScrollRow } from '../ScrollRow';
import { vars } from '../theme';

export type ContinueReadingItem = {
  id: string;
  comicTitle: string;
  cover?: string | null;
  chapterNumber: number;
  page: number;
  pageCount: number;
  /** The reader, at the chapter and page to resume. */
  href: string;
};

export type ContinueReadingRowProps = {
  items: readonly ContinueReadingItem[];
  /** The row's accessible name (the section around it shows the heading). */
  label?: string;
  className?: string;
};

const Item = styled(ContextLink)`
  display: grid;
  gap: ${vars.space[2]};
  width: 9rem;
  color: inherit;
  text-decoration: none;

  & [data-slot='comic-title'] {
    overflow: hidden;
    font-weight: ${vars.fontWeight.bold};
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  & [data-slot='place'] {
    color: ${vars.color.muted};
    font-size: ${vars.fontSize.sm};
    font-weight: ${vars.fontWeight.bold};
  }
  & progress {
    width: 100%;
    height: 0.5rem;
    border: 0;
    border-radius: ${vars.radius.pill};
    background: ${vars.color.skeleton};
    accent-color: ${vars.color.primary};
    appearance: none;
  }
  & progress::-webkit-progress-bar {
    border-radius: ${vars.radius.pill};
    background: ${vars.color.skeleton};
  }
  & progress::-webkit-progress-value {
    border-radius: ${vars.radius.pill};
    background: ${vars.color.primary};
  }
  & progress::-moz-progress-bar {
    border-radius: ${vars.radius.pill};
    background: ${vars.color.primary};
  }
`;

/**
 * The comics a reader is part-way through, newest first: cover, chapter and page, a progress
 * bar, and a link that resumes at that page. Nothing at all when there is nothing to resume.
 */
export function ContinueReadingRow({ items, label, className }: ContinueReadingRowProps) {
  // Its words are the comics catalogue's; the home page shows it too.
  useCatalogue('comics');
  const t = useT();
  if (items.length === 0) return null;
  return (
    <ScrollRow label={label ?? t('comics.continue.title')} className={className}>
      {items.map((item) => {
        const place = t('comics.continue.place', {
          number: item.chapterNumber,
          page: item.page,
          count: item.pageCount,
        });
        return (
          <Item key={item.id} href={item.href}>
            <CoverImage src={item.cover} alt="" />
            <span data-slot="comic-title">{item.comicTitle}</span>
            <span data-slot="place">{place}</span>
            <progress value={item.page} max={item.pageCount} aria-hidden="true" />
          </Item>
        );
      })}
    </ScrollRow>
  );
}
