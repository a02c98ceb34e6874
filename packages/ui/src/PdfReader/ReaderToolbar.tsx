import {
  canZoomIn,
  canZoomOut,
  clampPage,
  pageCounterText,
  READER,
  zoomIn,
  zoomOut,
} from '@ic/domain';
import styled from 'styled-components';
import { Button } from '../Button';
import { Icon } from '../Icon';
import { IconButton } from '../IconButton';
import { vars } from '../theme';

export type ReaderToolbarProps = {
  page: number;
  /** 0 while the document is not loaded: every control waits. */
  pageCount: number;
  /** Relative to fit-to-width (1). */
  zoom: number;
  onPageChange: (page: number) => void;
  onZoomChange: (zoom: number) => void;
  className?: string;
};

const Root = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${vars.space[2]} ${vars.space[4]};
  padding: ${vars.space[3]} ${vars.space[4]};
  background: ${vars.color.reader};
  color: ${vars.color.onReader};
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
  & :focus-visible {
    outline-color: ${vars.color.secondary};
  }
`;

/** The reader's controls: Previous and Next with the page counter, then zoom out, fit and zoom in. */
export function ReaderToolbar({
  page,
  pageCount,
  zoom,
  onPageChange,
  onZoomChange,
  className,
}: ReaderToolbarProps) {
  const loaded = pageCount > 0;
  const current = clampPage(page, pageCount);
  const atFirst = !loaded || current <= 1;
  const atLast = !loaded || current >= pageCount;
  const fitted = zoom === READER.fitZoom;
  const go = (target: number, blocked: boolean) => {
    if (!blocked) onPageChange(clampPage(target, pageCount));
  };
  const zoomTo = (next: number, allowed: boolean) => {
    if (loaded && allowed) onZoomChange(next);
  };
  return (
    <Root className={className} role="group" aria-label="Reader controls">
      <div data-slot="group">
        <Button
          variant="secondary"
          size="sm"
          aria-disabled={atFirst}
          onClick={() => go(current - 1, atFirst)}
        >
          <Icon name="chevron-left" size="sm" />
          Previous
        </Button>
        <p data-slot="counter" aria-live="polite">
          {loaded ? pageCounterText(current, pageCount) : ''}
        </p>
        <Button
          variant="secondary"
          size="sm"
          aria-disabled={atLast}
          onClick={() => go(current + 1, atLast)}
        >
          Next
          <Icon name="chevron-right" size="sm" />
        </Button>
      </div>
      <div data-slot="group">
        <IconButton
          icon="minus"
          size="sm"
          label="Zoom out"
          aria-disabled={!loaded || !canZoomOut(zoom)}
          onClick={() => zoomTo(zoomOut(zoom), canZoomOut(zoom))}
        />
        <Button
          variant="outline"
          size="sm"
          aria-disabled={!loaded || fitted}
          onClick={() => zoomTo(READER.fitZoom, !fitted)}
        >
          Fit width
        </Button>
        <IconButton
          icon="plus"
          size="sm"
          label="Zoom in"
          aria-disabled={!loaded || !canZoomIn(zoom)}
          onClick={() => zoomTo(zoomIn(zoom), canZoomIn(zoom))}
        />
      </div>
    </Root>
  );
}
