import { formatBytes, DOWNLOAD_TEXT } from '@ic/domain';
import { cva, type VariantProps } from 'class-variance-authority';
import { useId } from 'react';
import styled from 'styled-components';
import { Button } from '../Button';
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
  /** 'Chapter 2: The Monsoon Door' */
  title: string;
  pageCount: number;
  bytes: number;
  /** The first page's thumbnail, kept with the chapter. */
  thumb?: string;
  /** The reader at this chapter. */
  href: string;
};

export type OfflineLibraryProps = VariantProps<typeof offlineLibraryVariants> & {
  chapters: readonly SavedChapterItem[];
  /** null: no heading of its own, where a section around it has one (the account's Downloads). */
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
  title = DOWNLOAD_TEXT.libraryTitle,
  headingLevel = 'h2',
  storage,
  onRemove,
  onRemoveAll,
  tone,
  className,
}: OfflineLibraryProps) {
  const titleId = useId();
  const Heading = headingLevel;
  return (
    <Root
      aria-labelledby={title === null ? undefined : titleId}
      aria-label={title === null ? DOWNLOAD_TEXT.libraryTitle : undefined}
      className={offlineLibraryVariants({ tone, className })}
    >
      {title !== null && (
        <Heading id={titleId} data-slot="library-title">
          {title}
        </Heading>
      )}
      {storage && (
        <p data-slot="storage">
          {`Using ${formatBytes(storage.used)} of ${formatBytes(storage.quota)} on this device`}
        </p>
      )}
      {chapters.length === 0 ? (
        <p data-slot="empty">{DOWNLOAD_TEXT.empty}</p>
      ) : (
        <ul>
          {chapters.map((chapter) => (
            <li key={chapter.id}>
              {chapter.thumb && <img src={chapter.thumb} alt="" width={48} height={72} />}
              <div data-slot="chapter">
                <span data-slot="series">{chapter.series}</span>
                <ContextLink href={chapter.href}>{chapter.title}</ContextLink>
                <span data-slot="meta">
                  {`${chapter.pageCount} pages · ${formatBytes(chapter.bytes)}`}
                </span>
              </div>
              {onRemove && (
                <IconButton
                  icon="trash"
                  size="sm"
                  label={`${DOWNLOAD_TEXT.remove}: ${chapter.series}, ${chapter.title}`}
                  onClick={() => onRemove(chapter.id)}
                />
              )}
            </li>
          ))}
        </ul>
      )}
      {onRemoveAll && chapters.length > 0 && (
        <Button variant="outline" size="sm" onClick={onRemoveAll}>
          {DOWNLOAD_TEXT.removeAll}
        </Button>
      )}
    </Root>
  );
}
