import { canZoomIn, canZoomOut, READER, zoomIn, zoomOut } from '@ic/domain';
import styled from 'styled-components';
import { Button } from '../Button';
import { useT } from '../i18n';
import { Icon } from '../Icon';
import { IconButton } from '../IconButton';
import { vars } from '../theme';

export type ReaderControlsProps = {
  counter: string;
  atFirst: boolean;
  atLast: boolean;
  onPrevious: () => void;
  onNext: () => void;
  /** Null where zoom does not apply (vertical mode, the end card). */
  zoom: number | null;
  onZoomChange: (zoom: number) => void;
  thumbnailsOpen: boolean;
  onThumbnailsToggle: () => void;
};

const Root = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${vars.space[2]} ${vars.space[4]};
  padding: ${vars.space[2]} ${vars.space[4]};
  border-top: ${vars.size.borderThin} solid ${vars.color.muted};

  & [data-slot='group'] {
    display: flex;
    align-items: center;
    gap: ${vars.space[2]};
  }
  & [data-slot='counter'] {
    min-width: 8.5em;
    margin: 0;
    font-weight: ${vars.fontWeight.bold};
    text-align: center;
  }
  /* aria-disabled, not disabled: a button keeps keyboard focus when it reaches the end. */
  & button[aria-disabled='true'],
  & button[aria-disabled='true']:hover {
    background: ${vars.color.disabled};
    color: ${vars.color.onDisabled};
    box-shadow: none;
    transform: none;
    cursor: not-allowed;
  }
`;

/** Previous and Next around the page counter, zoom out, fit and in, and the thumbnail strip. */
export function ReaderControls({
  counter,
  atFirst,
  atLast,
  onPrevious,
  onNext,
  zoom,
  onZoomChange,
  thumbnailsOpen,
  onThumbnailsToggle,
}: ReaderControlsProps) {
  const t = useT();
  const zoomTo = (next: number, allowed: boolean) => {
    if (allowed) onZoomChange(next);
  };
  return (
    <Root role="group" aria-label={t('comics.reader.controls')}>
      <div data-slot="group">
        <Button
          variant="secondary"
          size="sm"
          aria-disabled={atFirst}
          onClick={() => !atFirst && onPrevious()}
        >
          <Icon name="chevron-left" size="sm" />
          {t('comics.reader.previous')}
        </Button>
        <p data-slot="counter" aria-live="polite">
          {counter}
        </p>
        <Button
          variant="secondary"
          size="sm"
          aria-disabled={atLast}
          onClick={() => !atLast && onNext()}
        >
          {t('comics.reader.next')}
          <Icon name="chevron-right" size="sm" />
        </Button>
      </div>
      <div data-slot="group">
        {zoom !== null && (
          <>
            <IconButton
              icon="minus"
              size="sm"
              label={t('comics.reader.zoomOut')}
              aria-disabled={!canZoomOut(zoom)}
              onClick={() => zoomTo(zoomOut(zoom), canZoomOut(zoom))}
            />
            <Button
              variant="outline"
              size="sm"
              aria-disabled={zoom === READER.fitZoom}
              onClick={() => zoomTo(READER.fitZoom, zoom !== READER.fitZoom)}
            >
              {t('comics.reader.fit')}
            </Button>
            <IconButton
              icon="plus"
              size="sm"
              label={t('comics.reader.zoomIn')}
              aria-disabled={!canZoomIn(zoom)}
              onClick={() => zoomTo(zoomIn(zoom), canZoomIn(zoom))}
            />
          </>
        )}
        <Button
          variant="outline"
          size="sm"
          aria-expanded={thumbnailsOpen}
          onClick={onThumbnailsToggle}
        >
          <Icon name="image" size="sm" />
          {t('comics.reader.thumbnails')}
        </Button>
      </div>
    </Root>
  );
}
