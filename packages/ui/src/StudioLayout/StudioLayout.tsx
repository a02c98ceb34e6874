import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '../Button';
import { Icon, type IconName } from '../Icon';
import { ContextLink } from '../LinkProvider';
import { media, vars } from '../theme';

export type StudioNavItem = {
  label: string;
  href: string;
  icon?: IconName;
  /** The page being shown: marked aria-current. */
  current?: boolean;
};

/** A group of the side navigation, e.g. 'Content' (comics, blogs, characters, careers). */
export type StudioNavSection = { title: string; items: readonly StudioNavItem[] };

export type StudioLayoutProps = {
  /** The side navigation, in groups; the app passes the ones the staff member's roles allow. */
  sections: readonly StudioNavSection[];
  /** The top bar's content beside the menu button: the studio's name, who is signed in, sign out. */
  header?: ReactNode;
  /** The screen itself. */
  children: ReactNode;
  /** Names the navigation landmark. */
  navLabel?: string;
  /** The main landmark's id, for a skip link and for focus after a navigation. */
  mainId?: string;
  className?: string;
};

const Root = styled.div`
  min-height: 100vh;
  background: ${vars.color.paper};

  & [data-slot='studio-header'] {
    position: sticky;
    top: 0;
    z-index: ${vars.z.header};
    display: flex;
    align-items: center;
    gap: ${vars.space[3]};
    min-height: ${vars.size.controlLg};
    padding: ${vars.space[2]} ${vars.space[4]};
    border-bottom: ${vars.size.border} solid ${vars.color.border};
    background: ${vars.color.surfaceInverse};
    color: ${vars.color.textInverse};
  }
  & [data-slot='studio-header-content'] {
    display: flex;
    flex: 1;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${vars.space[3]};
    min-width: 0;
  }
  & [data-slot='studio-body'] {
    display: grid;
    grid-template-columns: minmax(0, 1fr);
  }
  & [data-slot='studio-nav'] {
    display: none;
    padding: ${vars.space[4]};
    border-bottom: ${vars.size.border} solid ${vars.color.border};
    background: ${vars.color.surface};
  }
  & [data-slot='studio-nav'][data-open] {
    display: grid;
    align-content: start;
    gap: ${vars.space[5]};
  }
  & [data-slot='studio-nav-title'] {
    margin: 0 0 ${vars.space[2]};
    color: ${vars.color.muted};
    font-family: ${vars.font.body};
    font-size: ${vars.fontSize.sm};
    font-weight: ${vars.fontWeight.black};
    letter-spacing: 0.08em;
    text-transform: uppercase;
  }
  & [data-slot='studio-nav-list'] {
    display: grid;
    gap: ${vars.space[1]};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  & [data-slot='studio-nav-link'] {
    display: flex;
    align-items: center;
    gap: ${vars.space[2]};
    min-height: ${vars.size.controlSm};
    padding: 0 ${vars.space[3]};
    border: ${vars.size.borderThin} solid transparent;
    border-radius: ${vars.radius.md};
    color: ${vars.color.ink};
    font-weight: ${vars.fontWeight.bold};
    text-decoration: none;
  }
  & [data-slot='studio-nav-link']:hover {
    background: ${vars.color.surfaceAlt};
  }
  & [data-slot='studio-nav-link'][aria-current='page'] {
    border-color: ${vars.color.border};
    background: ${vars.color.secondary};
    color: ${vars.color.onSecondary};
  }
  & [data-slot='studio-content'] {
    min-width: 0;
    padding: ${vars.space[6]} ${vars.space[4]} ${vars.space[12]};
  }
  & [data-slot='studio-content']:focus {
    outline: none;
  }

  /* From a tablet up the navigation is a column beside the screen, and the menu button goes. */
  ${media.md} {
    & [data-slot='studio-menu-button'] {
      display: none;
    }
    & [data-slot='studio-body'] {
      grid-template-columns: 15rem minmax(0, 1fr);
      align-items: start;
    }
    & [data-slot='studio-nav'],
    & [data-slot='studio-nav'][data-open] {
      position: sticky;
      top: ${vars.size.controlLg};
      display: grid;
      align-content: start;
      gap: ${vars.space[5]};
      border-bottom: 0;
      border-right: ${vars.size.border} solid ${vars.color.border};
      min-height: calc(100vh - ${vars.size.controlLg});
    }
    & [data-slot='studio-content'] {
      padding-inline: ${vars.space[6]};
    }
  }
`;

/**
 * The staff's shell: a top bar, the side navigation in sections and the screen beside it. Under
 * 768 px the navigation folds behind a Menu button and opens above the screen; Escape or a
 * chosen link closes it.
 */
export function StudioLayout({
  sections,
  header,
  children,
  navLabel = 'Studio',
  mainId = 'studio-main',
  className,
}: StudioLayoutProps) {
  const navId = useId();
  const menuButton = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  // Escape closes the open menu from anywhere and gives the focus back to its button.
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      menuButton.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);
  return (
    <Root className={className}>
      <header data-slot="studio-header">
        <Button
          ref={menuButton}
          data-slot="studio-menu-button"
          variant="secondary"
          size="sm"
          aria-expanded={open}
          aria-controls={navId}
          onClick={() => setOpen(!open)}
        >
          <Icon name={open ? 'close' : 'menu'} size="sm" /> Menu
        </Button>
        <div data-slot="studio-header-content">{header}</div>
      </header>
      <div data-slot="studio-body">
        <nav
          id={navId}
          data-slot="studio-nav"
          aria-label={navLabel}
          data-open={open ? '' : undefined}
        >
          {sections.map((section) => (
            <NavSection key={section.title} section={section} onNavigate={close} />
          ))}
        </nav>
        <main id={mainId} tabIndex={-1} data-slot="studio-content">
          {children}
        </main>
      </div>
    </Root>
  );
}

function NavSection({
  section,
  onNavigate,
}: {
  section: StudioNavSection;
  onNavigate: () => void;
}) {
  const titleId = useId();
  return (
    <div>
      <h2 id={titleId} data-slot="studio-nav-title">
        {section.title}
      </h2>
      <ul data-slot="studio-nav-list" aria-labelledby={titleId}>
        {section.items.map((item) => (
          <li key={item.href}>
            <ContextLink
              href={item.href}
              data-slot="studio-nav-link"
              aria-current={item.current ? 'page' : undefined}
              onClick={onNavigate}
            >
              {item.icon && <Icon name={item.icon} size="sm" />}
              {item.label}
            </ContextLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
