import {
  clampPage,
  READER,
  spreadOf,
  type ChapterPage,
  type ReadingMode,
  type SwipeDirection,
} from '@ic/domain';
import { startTransition, useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { useT } from '../i18n';
import { useHydrated } from '../hooks';
import { IconButton } from '../IconButton';
import { ReaderLayout } from '../ReaderLayout';
import { vars } from '../theme';
import { ThumbnailStrip } from '../ThumbnailStrip';
import { fittedWidths, showsSpreads, VERTICAL_MAX_WIDTH, type Box } from './geometry';
import { PageImage } from './PageImage';
import { PagedStage } from './PagedStage';
import { ReaderControls } from './ReaderControls';
import { ReaderSettings } from './ReaderSettings';
import { useReaderKeys, type ReaderMove } from './useReaderKeys';
import { VerticalStage } from './VerticalStage';

export type PageReaderProps = {
  /** The comic's title, named above the chapter. */
  series: string;
  chapterNumber: number;
  chapterTitle: string;
  pages: readonly ChapterPage[];
  /** The page on screen, from 1 (a spread's last page in double-page mode). */
  page: number;
  onPageChange: (page: number) => void;
  mode: ReadingMode;
  onModeChange: (mode: ReadingMode) => void;
  /** Smallest images only, nothing fetched ahead. */
  dataSaver: boolean;
  onDataSaverChange: (on: boolean) => void;
  /** What follows the last page: the next chapter, or other comics. */
  endCard: ReactNode;
  /** The next chapter's first pages, fetched out of sight (at the size they will be shown). */
  prefetch?: readonly ChapterPage[];
  /** More actions in the header, beside the settings (e.g. save for offline). */
  actions?: ReactNode;
  /** The members' PDF, offered as a download in the settings. */
  downloadHref?: string | null;
  backHref: string;
  backLabel?: string;
};

const Stage = styled.div`
  position: relative;
  display: flex;
  flex: 1;
  min-height: 0;
  overflow: auto;
  overscroll-behavior: contain;
  scrollbar-width: none;
  /* Its size is the screen's less the bars, whatever it holds: a page not measured yet fits it. */
  container: reader-stage / size;

  &::-webkit-scrollbar {
    display: none;
  }
  &[data-mode='vertical'] {
    flex-direction: column;
  }
  & [data-slot='paged'] {
    display: flex;
    flex: none;
    min-width: 100%;
    min-height: 100%;
    /* Fitted, a horizontal move is a swipe; zoomed, the stage pans in both directions. */
    touch-action: pan-y;
  }
  & [data-slot='paged'][data-zoomed] {
    touch-action: pan-x pan-y;
    cursor: grab;
  }
  & [data-slot='spread'] {
    display: flex;
    margin: auto;
    user-select: none;
  }
  & [data-slot='ahead'],
  & [data-ahead] {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    opacity: 0;
    pointer-events: none;
  }
  & img {
    display: block;
    max-width: none;
    height: auto;
  }
  & [data-slot='vertical'] {
    display: grid;
    justify-items: center;
  }
  & [data-slot='vertical-page'] {
    max-width: 100%;
  }
  & [data-slot='vertical-page'] img {
    width: 100% !important;
  }
  & [data-slot='page-picture'] {
    display: block;
    background: ${vars.color.muted};
  }
  /* Drawn before the stage is measured (on the server): fit width, or fit page when landscape. */
  & img[data-unmeasured] {
    width: 100cqw;
  }
  @container reader-stage (orientation: landscape) {
    & img[data-unmeasured] {
      width: min(100cqw, 100cqh * var(--page-aspect));
    }
  }
`;

/**
 * Controls that do nothing yet (a page drawn on the server, before its script has taken it over)
 * are inert until then: not offered to the keyboard or assistive technology before they work.
 */
function Live({ live, children }: { live: boolean; children: ReactNode }) {
  return (
    <div data-slot="reader-live" inert={!live} style={{ display: 'contents' }}>
      {children}
    </div>
  );
}

/** What moves one step from `page` in a mode: a page, or a spread. */
/** 'Page 3 of 12', or 'Pages 2–3 of 12' for a spread, in the screen's language. */
function counterText(t: ReturnType<typeof useT>, shown: readonly number[], count: number) {
  const first = shown[0] ?? 1;
  const last = shown.at(-1) ?? first;
  return first === last
    ? t('comics.reader.page', { page: first, count })
    : t('comics.reader.spread', { first, last, count });
}

function stepsOf(page: number, pageCount: number, spreads: boolean) {
  const shown = spreads ? spreadOf(page, pageCount) : [clampPage(page, pageCount)];
  const first = shown[0] ?? 1;
  const last = shown.at(-1) ?? first;
  const after = last + 1 <= pageCount ? (spreads ? spreadOf(last + 1, pageCount) : [last + 1]) : [];
  return { shown, first, last, after };
}

/**
 * The comic reader: a chapter's pages as images, in single-page, double-page (spreads, on
 * landscape screens) or vertical mode; zoom 1-3x with pinch, double tap and pan; swipes, keys
 * (arrows, Page Up/Down, Home/End, f for full screen) and a thumbnail strip; the end card after
 * the last page. The page, mode and data saver are the caller's, so they can be kept.
 */
export function PageReader({
  series,
  chapterNumber,
  chapterTitle,
  pages,
  page,
  onPageChange,
  mode,
  onModeChange,
  dataSaver,
  onDataSaverChange,
  endCard,
  prefetch = [],
  actions,
  downloadHref,
  backHref,
  backLabel,
}: PageReaderProps) {
  const t = useT();
  const stage = useRef<HTMLDivElement>(null);
  const frame = useRef<HTMLDivElement>(null);
  const settingsId = useId();
  const [box, setBox] = useState<Box>({ width: 0, height: 0 });
  const [zoom, setZoom] = useState<number>(READER.fitZoom);
  const [atEnd, setAtEnd] = useState(false);
  const [thumbnailsOpen, setThumbnailsOpen] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [opened] = useState(page);
  // A turn shows its page at once, drawn from the reader's own state; the caller hears of it in a
  // transition, so what it draws again (its address, the place kept) waits until after the new
  // page has painted. A page the caller sets itself (a resume, a scroll) wins.
  const [turn, setTurn] = useState({ from: page, to: page });
  const current = turn.from === page ? turn.to : page;
  // A reader drawn on the server shows its controls before the script that runs them arrives.
  const live = useHydrated();

  // Measured before the first paint, so the first page's request carries the right size.
  useLayoutEffect(() => {
    const element = stage.current;
    if (!element) return undefined;
    const measure = () => setBox({ width: element.clientWidth, height: element.clientHeight });
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const pageCount = pages.length;
  const vertical = mode === 'vertical';
  const spreads = mode === 'double' && showsSpreads(box);
  const { shown, first, last, after } = stepsOf(current, pageCount, spreads);
  const turnTo = (target: number) => {
    setAtEnd(false);
    setZoom(READER.fitZoom);
    const clamped = clampPage(target, pageCount);
    const to = spreads ? (spreadOf(clamped, pageCount).at(-1) ?? clamped) : clamped;
    setTurn({ from: page, to });
    startTransition(() => onPageChange(to));
    stage.current?.scrollTo?.({ top: 0, left: 0 });
  };
  const move = (step: ReaderMove) => {
    if (step === 'first') return turnTo(1);
    if (step === 'last') return turnTo(pageCount);
    if (step === 'previous') {
      if (atEnd) return setAtEnd(false);
      if (first > 1) turnTo(first - 1);
      return;
    }
    if (last < pageCount) return turnTo(last + 1);
    // Past the last page: the end card (in vertical mode it follows the pages already).
    if (vertical) stage.current?.querySelector('[data-slot="end-card"]')?.scrollIntoView();
    else setAtEnd(true);
  };
  useReaderKeys(move, frame);
  const swipe = (direction: SwipeDirection) => move(direction);
  const altOf = (n: number) => t('comics.reader.pageAlt', { title: chapterTitle, page: n });

  const counter = atEnd ? t('comics.reader.end') : counterText(t, shown, pageCount);
  const thumbnails = pages.map((item) => ({
    number: item.number,
    src: item.thumb,
    width: item.width,
    height: item.height,
  }));
  const settingsToggle = (
    <IconButton
      icon="menu"
      size="sm"
      label={t('comics.reader.settings')}
      aria-expanded={settingsOpen}
      aria-controls={settingsOpen ? settingsId : undefined}
      onClick={() => setSettingsOpen((open) => !open)}
    />
  );
  return (
    <div ref={frame} data-slot="page-reader" style={{ display: 'contents' }}>
      <ReaderLayout
        fit="screen"
        series={series}
        title={t('comics.chapter.title', { number: chapterNumber, title: chapterTitle })}
        backHref={backHref}
        backLabel={backLabel}
        actions={
          <Live live={live}>
            {actions}
            {settingsToggle}
          </Live>
        }
        footer={
          <Live live={live}>
            {thumbnailsOpen && (
              <ThumbnailStrip
                pages={thumbnails}
                current={atEnd ? [] : shown}
                onSelect={(n) => turnTo(n)}
              />
            )}
            <ReaderControls
              counter={counter}
              atFirst={!atEnd && first <= 1}
              atLast={atEnd || (vertical && last >= pageCount)}
              onPrevious={() => move('previous')}
              onNext={() => move('next')}
              zoom={vertical || atEnd ? null : zoom}
              onZoomChange={setZoom}
              thumbnailsOpen={thumbnailsOpen}
              onThumbnailsToggle={() => setThumbnailsOpen((open) => !open)}
            />
          </Live>
        }
      >
        {settingsOpen && (
          <ReaderSettings
            id={settingsId}
            mode={mode}
            onModeChange={(next) => {
              setAtEnd(false);
              setZoom(READER.fitZoom);
              onModeChange(next);
            }}
            dataSaver={dataSaver}
            onDataSaverChange={onDataSaverChange}
            downloadHref={downloadHref}
          />
        )}
        <Stage
          ref={stage}
          tabIndex={0}
          role="region"
          aria-label={t('comics.reader.pagesRegion')}
          data-mode={vertical ? 'vertical' : spreads ? 'double' : 'paged'}
        >
          {vertical ? (
            <VerticalStage
              pages={pages}
              page={current}
              onPageChange={onPageChange}
              box={box}
              dataSaver={dataSaver}
              altOf={altOf}
              stage={stage}
              endCard={endCard}
            />
          ) : (
            <PagedStage
              pages={pages}
              shown={shown}
              ahead={after}
              box={box}
              zoom={zoom}
              onZoom={setZoom}
              onSwipe={swipe}
              dataSaver={dataSaver}
              priority={first === opened}
              altOf={altOf}
              stage={stage}
              endCard={atEnd ? endCard : null}
            />
          )}
          {!dataSaver && box.width > 0 && prefetch.length > 0 && (
            <div data-slot="ahead" aria-hidden="true">
              {prefetch.map((item) => (
                <PageImage
                  key={item.number}
                  page={item}
                  displayWidth={
                    vertical
                      ? Math.min(box.width, VERTICAL_MAX_WIDTH)
                      : (fittedWidths([item], box)[0] ?? 0)
                  }
                  alt=""
                  eager
                />
              ))}
            </div>
          )}
        </Stage>
      </ReaderLayout>
    </div>
  );
}
