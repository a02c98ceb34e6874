import { cva, type VariantProps } from 'class-variance-authority';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useT } from '../i18n';
import { Icon } from '../Icon';
import { ContextLink } from '../LinkProvider';
import { vars } from '../theme';
import { variantClasses } from '../utils/variants';

/** screen: exactly the screen's height, the content scrolls itself (the pages); content: grows. */
export const READER_LAYOUT_FITS = ['screen', 'content'] as const;

export const readerLayoutVariants = cva('', {
  variants: { fit: variantClasses('fit', READER_LAYOUT_FITS) },
  defaultVariants: { fit: 'content' },
});

export type ReaderLayoutProps = VariantProps<typeof readerLayoutVariants> & {
  /** The chapter's title: the page's heading. */
  title: string;
  /** The series (comic) the chapter belongs to, named above the title. */
  series?: string;
  /** Actions at the top right: the reader's settings, and room for more (e.g. save for offline). */
  actions?: ReactNode;
  /** Where the back arrow leads (the chapter list). */
  backHref: string;
  backLabel?: string;
  /** What fills the screen under the title: the pages, or why they cannot be shown. */
  children: ReactNode;
  /** A bar along the bottom, e.g. the reader's page and zoom controls. */
  footer?: ReactNode;
  className?: string;
};

const Root = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100dvh;
  background: ${vars.color.reader};
  color: ${vars.color.onReader};

  &.fit-screen {
    height: 100dvh;
  }
  & :focus-visible {
    outline-color: ${vars.color.secondary};
  }
`;

const TopBar = styled.div`
  display: flex;
  align-items: center;
  gap: ${vars.space[3]};
  padding: ${vars.space[3]} ${vars.space[4]};
  border-bottom: ${vars.size.borderThin} solid ${vars.color.muted};

  & [data-slot='reader-heading'] {
    flex: 1;
    min-width: 0;
  }
  & [data-slot='reader-series'] {
    overflow: hidden;
    color: ${vars.color.onReader};
    font-size: ${vars.fontSize.sm};
    font-weight: ${vars.fontWeight.bold};
    text-overflow: ellipsis;
    white-space: nowrap;
    opacity: 0.8;
  }
  & [data-slot='reader-actions'] {
    display: flex;
    flex: none;
    gap: ${vars.space[2]};
  }
  & [data-slot='reader-title'] {
    min-width: 0;
    font-size: ${vars.fontSize.xl};
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

const BackLink = styled(ContextLink)`
  display: inline-grid;
  flex: none;
  place-items: center;
  width: ${vars.size.control};
  height: ${vars.size.control};
  border: ${vars.size.borderThin} solid ${vars.color.border};
  border-radius: ${vars.radius.pill};
  background: ${vars.color.secondary};
  color: ${vars.color.onSecondary};

  &:hover {
    background: ${vars.color.secondaryHover};
  }
`;

/* Fills the height between the bars. On a screen-fitted frame what is taller scrolls in its own
   region (the pages'); otherwise the page grows and the document scrolls, as anywhere else. */
const Body = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  min-height: 0;
`;

/**
 * The reader's frame: dark and full-screen, the back arrow, the series and the chapter's title on
 * top, actions at the right. The PageReader shows its pages in it; a chapter this reader may not open shows its paywall or a
 * child's screen in the same frame, so the way back is where it always is.
 */
export function ReaderLayout({
  title,
  series,
  actions,
  backHref,
  backLabel,
  children,
  footer,
  fit,
  className,
}: ReaderLayoutProps) {
  const t = useT();
  return (
    <Root className={readerLayoutVariants({ fit, className })} data-reader="">
      <TopBar>
        <BackLink href={backHref} aria-label={backLabel ?? t('comics.reader.back')}>
          <Icon name="arrow-left" />
        </BackLink>
        <div data-slot="reader-heading">
          {series && <p data-slot="reader-series">{series}</p>}
          <h1 title={title} data-slot="reader-title">
            {title}
          </h1>
        </div>
        {actions && <div data-slot="reader-actions">{actions}</div>}
      </TopBar>
      <Body data-slot="reader-body">{children}</Body>
      {footer}
    </Root>
  );
}
