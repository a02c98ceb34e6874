import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { Container } from '../Layout';
import { media, vars } from '../theme';

export const SIDEBAR_HEADINGS = ['h2', 'h3'] as const;

export type SidebarLayoutProps = {
  /** The page's main content. */
  children: ReactNode;
  /** What sits beside it on wide screens and after it on narrow ones, e.g. a trending list. */
  sidebar?: ReactNode;
  /** The sidebar's heading; the sidebar is a landmark named by it. */
  sidebarTitle?: ReactNode;
  sidebarHeadingLevel?: (typeof SIDEBAR_HEADINGS)[number];
  /** A row above both columns, e.g. a back button. */
  toolbar?: ReactNode;
  className?: string;
};

const Root = styled.div`
  padding-block: ${vars.space[8]} ${vars.space[12]};

  & [data-slot='sidebar-layout-toolbar'] {
    display: flex;
    flex-wrap: wrap;
    gap: ${vars.space[3]};
    margin-bottom: ${vars.space[6]};
  }
  & [data-slot='sidebar-layout-columns'] {
    display: grid;
    gap: ${vars.space[10]};
  }
  & [data-slot='sidebar-layout-content'] {
    min-width: 0;
  }
  & [data-slot='sidebar-layout-sidebar'] {
    display: grid;
    align-content: start;
    gap: ${vars.space[4]};
    min-width: 0;
  }
  & [data-slot='sidebar-layout-sidebar-title'] {
    font-size: ${vars.fontSize['2xl']};
  }

  ${media.lg} {
    & [data-slot='sidebar-layout-columns'][data-has-sidebar] {
      grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
    }
  }
`;

/** A page's content with a sidebar beside it (after it on phones), at the site's width. */
export function SidebarLayout({
  children,
  sidebar,
  sidebarTitle,
  sidebarHeadingLevel: Heading = 'h2',
  toolbar,
  className,
}: SidebarLayoutProps) {
  const titleId = useId();
  return (
    <Root className={className}>
      <Container>
        {toolbar && <div data-slot="sidebar-layout-toolbar">{toolbar}</div>}
        <div data-slot="sidebar-layout-columns" data-has-sidebar={sidebar ? '' : undefined}>
          <div data-slot="sidebar-layout-content">{children}</div>
          {sidebar && (
            <aside
              data-slot="sidebar-layout-sidebar"
              aria-labelledby={sidebarTitle ? titleId : undefined}
            >
              {sidebarTitle && (
                <Heading id={titleId} data-slot="sidebar-layout-sidebar-title">
                  {sidebarTitle}
                </Heading>
              )}
              {sidebar}
            </aside>
          )}
        </div>
      </Container>
    </Root>
  );
}
