import { formatBytes } from '@ic/domain';
import { cva, type VariantProps } from 'class-variance-authority';
import { useId } from 'react';
import styled from 'styled-components';
import { Button } from '../Button';
import { useT } from '../i18n';
import { IconButton } from '../IconButton';
import { ContextLink } from '../LinkProvider';
import { vars } from '../theme';
import { variantClasses } from '../utils/variants';

/** light: on the site's pages (the account); dark: on the offline screen. */
export const OFFLINE_LIBRARY_TONES = ['light', 'dark'] as const;

export const offlineLibraryVariants = cva('', {
  variants: { tone: variantClasses('tone', OFFLINE_LIBRARY_TONES) },
  defaultVariants: { tone: 'light' },
});

export type SavedChapterItem = {
  id: string;
  series: string;
  /** The chapter's title; with its number, shown as 'Chapter 2: The Monsoon Door'. */
  title: string;
  number?: number;
  pageCount: number;
  bytes: number;
  /** The first page's thumbnail, kept with the chapter. */
  thumb?: string;
  /** The reader at this chapter. */
  href: string;
};

export type OfflineLibraryProps = VariantProps<typeof offlineLibraryVariants> & {
  chapters: readonly SavedChapterItem[];
  /**
   * null: no heading of its own, where a section around it has one (the account's Downloads).
   * By default 'Saved for offline' in the screen's language.
   */
  title?: string | null;
  headingLevel?: 'h2' | 'h3';
  /** Bytes this site keeps on the device, and what the browser allows it (storage estimate). */
  storage?: { used: number; quota: number };
  /** Given, each chapter gets a remove button. */
  onRemove?: (id: string) => void;
  /** Given, a button removes every download. */
  onRemoveAll?: () => void;
  className?: string;
};

const Root = styled.section`
  display: grid;
  gap: ${vars.space[3]};
  text-align: start;

  & [data-slot='library-title'] {
    margin: 0;
    font-size: ${vars.fontSize['2xl']};
  }
  & [data-slot='storage'],
  & [data-slot='empty'] {
    margin: 0;
  }
  & ul {
    display: grid;
    gap: ${vars.space[2]};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  & li {
    display: flex;
    align-items: center;
    gap: ${vars.space[3]};
    padding: ${vars.space[2]};
    border: ${vars.size.borderThin} solid ${vars.color.border};
    border-radius: ${vars.radius.md};
    background: ${vars.color.surface};
    color: ${vars.color.ink};
  }
  & img {
    flex: none;
    width: 3rem;
    height: 4.5rem;
    border-radius: ${vars.radius.sm};
    object-fit: cover;
    background: ${vars.color.skeleton};
  }
  & [data-slot='chapter'] {
    display: grid;
    flex: 1;
    min-width: 0;
  }
  & [data-slot='series'],
  & [data-slot='meta'] {
    color: ${vars.color.muted};
    font-size: ${vars.fontSize.sm};
  }
  & [data-slot='chapter'] a {
    overflow: hidden;
    color: inherit;
    font-weight: ${vars.fontWeight.bold};
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  & > button {
    justify-self: start;
  }
  &.tone-dark [data-slot='storage'],
  &.tone-dark [data-slot='empty'] {
    color: ${vars.color.textInverse};
  }
`;

/**
 * The chapters saved on this device for reading offline: each opens the reader; where the
 * caller allows, each can be removed, or all of them, with the storage they use.
 */
export function OfflineLibrary({
  chapters,
  title: titleGiven,
  headingLevel = 'h2',
  storage,
  onRemove,
  onRemoveAll,
  tone,
  className,
}: OfflineLibraryProps) {
  // The shell's words: the offline screen shows this list on any page, with no network to load
  // another catalogue.
  const t = useT();
  const title = titleGiven === undefined ? t('shell.offline.library') : titleGiven;
  const titleId = useId();
  const Heading = headingLevel;
  return (
    <Root
      aria-labelledby={title === null ? undefined : titleId}
      aria-label={title === null ? t('shell.offline.library') : undefined}
      className={offlineLibraryVariants({ tone, className })}
    >
      {title !== null && (
        <Heading id={titleId} data-slot="library-title">
          {title}
        </Heading>
      )}
      {storage && (
        <p data-slot="storage">
          {t('shell.offline.storage', {
            used: formatBytes(storage.used),
            quota: formatBytes(storage.quota),
          })}
        </p>
      )}
      {chapters.length === 0 ? (
        <p data-slot="empty">{t('shell.offline.empty')}</p>
      ) : (
        <ul>
          {chapters.map(({ number, ...chapter }) => {
            const chapterTitle =
              number === undefined
                ? chapter.title
                : t('shell.offline.chapter', { number, title: chapter.title });
            return (
              <li key={chapter.id}>
                {chapter.thumb && <img src={chapter.thumb} alt="" width={48} height={72} />}
                <div data-slot="chapter">
                  <span data-slot="series">{chapter.series}</span>
                  <ContextLink href={chapter.href}>{chapterTitle}</ContextLink>
                  <span data-slot="meta">
                    {t('shell.offline.meta', {
                      count: chapter.pageCount,
                      size: formatBytes(chapter.bytes),
                    })}
                  </span>
                </div>
                {onRemove && (
                  <IconButton
                    icon="trash"
                    size="sm"
                    label={`${t('shell.offline.remove')}: ${chapter.series}, ${chapterTitle}`}
                    onClick={() => onRemove(chapter.id)}
                  />
                )}
              </li>
            );
          })}
        </ul>
      )}
      {onRemoveAll && chapters.length > 0 && (
        <Button variant="outline" size="sm" onClick={onRemoveAll}>
          {t('shell.offline.removeAll')}
        </Button>
      )}
    </Root>
  );
}
