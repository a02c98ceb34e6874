import { clampPage, MESSAGES, READER, type SwipeDirection } from '@ic/domain';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Document, Page, pdfjs } from 'react-pdf';
import styled from 'styled-components';
import { Icon } from '../Icon';
import { ReaderLayout } from '../ReaderLayout';
import { Spinner } from '../Spinner';
import { vars } from '../theme';
import { ReaderToolbar } from './ReaderToolbar';
import { useElementWidth, usePageKeys, useSwipe } from './useReaderInput';

// react-pdf reads the worker address when it renders, so it is set in the module that renders
// it (its README): the worker is a file of our own build, allowed by the CSP's worker-src 'self'.
pdfjs.GlobalWorkerOptions.workerSrc = workerUrl;

export type PdfReaderProps = {
  /** The PDF's address (a URL or a data: URL); null while it is not known yet. */
  file: string | null;
  /** The chapter's title: the page's heading. */
  title: string;
  /** The page on screen, from 1; out of range is brought back inside once the PDF is loaded. */
  page: number;
  onPageChange: (page: number) => void;
  /** Where the back arrow leads (the chapter list). */
  backHref: string;
  backLabel?: string;
  /** Relative to fit-to-width (1). */
  initialZoom?: number;
  className?: string;
};

/* The page area scrolls when a page is taller or, zoomed in, wider than it; its scrollbar is
   hidden as the spec asks, and it takes focus so the keyboard can still scroll it. */
const Stage = styled.div`
  position: relative;
  flex: 1;
  min-height: 0;
  padding: ${vars.space[4]};
  overflow: auto;
  scrollbar-width: none;
  touch-action: pan-x pan-y pinch-zoom;

  &::-webkit-scrollbar {
    display: none;
  }
  & [data-slot='page'] {
    width: fit-content;
    margin-inline: auto;
    box-shadow: ${vars.shadow.soft};
  }
  /* The next page draws out of sight, so turning to it shows it at once. */
  & [data-slot='page']:not([data-current]) {
    position: absolute;
    top: 0;
    left: 0;
    height: 0;
    overflow: hidden;
    visibility: hidden;
  }
`;

const Status = styled.div`
  display: grid;
  justify-items: center;
  gap: ${vars.space[3]};
  max-width: ${vars.size.prose};
  margin: ${vars.space[12]} auto;
  font-weight: ${vars.fontWeight.bold};
  text-align: center;
`;

// A page being drawn sits on pdf.js's white page, so it says so in ink.
const PageStatus = styled(Status)`
  margin: 0;
  padding: ${vars.space[12]} ${vars.space[8]};
  color: ${vars.color.ink};
`;

function Loading() {
  return (
    <Status role="status">
      <Spinner size="lg" label={null} />
      {MESSAGES.loading}
    </Status>
  );
}

function PageLoading() {
  return (
    <PageStatus role="status">
      <Spinner size="lg" label={null} />
      {MESSAGES.loading}
    </PageStatus>
  );
}

function LoadError() {
  return (
    <Status role="alert">
      <Icon name="alert" size="xl" />
      {READER.loadError}
    </Status>
  );
}

/**
 * The comic reader: dark and full-screen, one PDF page at a time drawn with pdf.js (no browser
 * PDF toolbar), fitted to the width, with Previous/Next, arrow keys, swipes and zoom. Only the
 * page on screen and the next one are drawn. The page is the caller's, so it can live in the URL.
 */
export function PdfReader({
  file,
  title,
  page,
  onPageChange,
  backHref,
  backLabel = 'Back to chapters',
  initialZoom = READER.fitZoom,
  className,
}: PdfReaderProps) {
  // Cookies go along even when the file is on another origin (media served from the API's own
  // address): a member's chapter is refused without its session.
  const source = useMemo(() => (file ? { url: file, withCredentials: true } : null), [file]);
  const [loaded, setLoaded] = useState({ file, pageCount: 0 });
  const [zoom, setZoom] = useState(initialZoom);
  const stageRef = useRef<HTMLDivElement>(null);
  const fitWidth = useElementWidth(stageRef);
  const pageCount = loaded.file === file ? loaded.pageCount : 0;
  const current = pageCount ? clampPage(page, pageCount) : page;

  // An address with a page past the end (or a shorter new edition) settles on a real page.
  useEffect(() => {
    if (pageCount && current !== page) onPageChange(current);
  }, [pageCount, current, page, onPageChange]);

  // A new page starts at its top.
  useEffect(() => {
    stageRef.current?.scrollTo?.({ top: 0, left: 0 });
  }, [current]);

  const turn = (direction: SwipeDirection) => {
    const target = direction === 'next' ? current + 1 : current - 1;
    if (pageCount && target >= 1 && target <= pageCount) onPageChange(target);
  };
  usePageKeys(turn);
  const swipe = useSwipe(turn, zoom <= READER.fitZoom);

  const shown = [current, current + 1].filter((n) => n <= pageCount);
  return (
    <ReaderLayout
      fit="screen"
      title={title}
      backHref={backHref}
      backLabel={backLabel}
      className={className}
      footer={
        <ReaderToolbar
          page={current}
          pageCount={pageCount}
          zoom={zoom}
          onPageChange={onPageChange}
          onZoomChange={setZoom}
        />
      }
    >
      <Stage
        ref={stageRef}
        tabIndex={0}
        role="region"
        aria-label="Chapter pages"
        data-zoomed={zoom > READER.fitZoom || undefined}
        {...swipe}
      >
        {source ? (
          <Document
            file={source}
            suspense={false}
            loading={<Loading />}
            error={<LoadError />}
            onLoadSuccess={(pdf) => setLoaded({ file, pageCount: pdf.numPages })}
            onLoadError={() => setLoaded({ file, pageCount: 0 })}
          >
            {fitWidth > 0 &&
              shown.map((n) => (
                <div
                  key={n}
                  data-slot="page"
                  data-current={n === current || undefined}
                  {...(n === current
                    ? { role: 'img', 'aria-label': `${title}, page ${n}` }
                    : { 'aria-hidden': true })}
                >
                  <Page
                    pageNumber={n}
                    width={Math.round(fitWidth * zoom)}
                    renderTextLayer={false}
                    renderAnnotationLayer={false}
                    loading={<PageLoading />}
                  />
                </div>
              ))}
          </Document>
        ) : (
          <Loading />
        )}
      </Stage>
    </ReaderLayout>
  );
}
