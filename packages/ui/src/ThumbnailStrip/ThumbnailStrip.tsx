import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { useT } from '../i18n';
import { vars } from '../theme';

export type Thumbnail = { number: number; src: string; width: number; height: number };

export type ThumbnailStripProps = {
  pages: readonly Thumbnail[];
  /** The page numbers on screen (two for a spread): marked current. */
  current: readonly number[];
  onSelect: (page: number) => void;
  className?: string;
};

const Root = styled.nav`
  overflow-x: auto;
  padding: ${vars.space[2]} ${vars.space[4]};
  border-top: ${vars.size.borderThin} solid ${vars.color.muted};
  background: ${vars.color.reader};

  & ol {
    display: flex;
    gap: ${vars.space[2]};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  & button {
    display: grid;
    justify-items: center;
    gap: ${vars.space[1]};
    padding: ${vars.space[1]};
    border: ${vars.size.border} solid transparent;
    border-radius: ${vars.radius.sm};
    background: none;
    color: ${vars.color.onReader};
    font: inherit;
    font-size: ${vars.fontSize.sm};
    font-weight: ${vars.fontWeight.bold};
    cursor: pointer;
  }
  & button[aria-current='page'] {
    border-color: ${vars.color.secondary};
  }
  & img {
    display: block;
    width: 4rem;
    height: auto;
    background: ${vars.color.muted};
  }
`;

/** Every page as a small picture in a row: the one on screen marked, any one a tap away. */
export function ThumbnailStrip({ pages, current, onSelect, className }: ThumbnailStripProps) {
  const t = useT();
  const root = useRef<HTMLElement>(null);
  const first = current[0];
  // The page on screen stays in sight in a long strip.
  useEffect(() => {
    root.current
      ?.querySelector('[aria-current="page"]')
      ?.scrollIntoView?.({ block: 'nearest', inline: 'center' });
  }, [first]);
  return (
    <Root ref={root} aria-label={t('comics.reader.thumbnails')} className={className}>
      <ol>
        {pages.map((page) => (
          <li key={page.number}>
            <button
              type="button"
              aria-current={current.includes(page.number) ? 'page' : undefined}
              aria-label={t('comics.reader.thumbnail', { page: page.number })}
              onClick={() => onSelect(page.number)}
            >
              <img src={page.src} alt="" width={page.width} height={page.height} loading="lazy" />
              {page.number}
            </button>
          </li>
        ))}
      </ol>
    </Root>
  );
}
