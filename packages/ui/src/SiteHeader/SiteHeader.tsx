import { greetingName, MESSAGES, type User } from '@ic/domain';
import {
  useEffect,
  useId,
  useRef,
  useState,
  type FormEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import styled from 'styled-components';
import { useMessage, useT } from '../i18n';
import { IconButton } from '../IconButton';
import { TextLink } from '../TextLink';
import { media, vars } from '../theme';
import { Brand } from './Brand';
import { isCurrentLink, type SiteLink } from './siteLinks';

export type SiteHeaderProps = {
  links: readonly SiteLink[];
  /** The path of the page shown, so its link gets aria-current="page". */
  currentPath?: string;
  /** The signed-in user, or null when signed out. */
  user: Pick<User, 'name'> | null;
  onSearch?: (query: string) => void;
  /** What the search box holds: the query of the results page shown, so it can be refined. */
  searchQuery?: string;
  /** Called when a signed-in user clicks the greeting (it also links to the dashboard). */
  onAccount?: () => void;
  /** Shown beside a signed-in user's greeting, e.g. a Badge saying the membership. */
  greetingBadge?: ReactNode;
  /** Where the brand leads. */
  homeHref: string;
  /** Where the signed-out greeting leads. */
  loginHref: string;
  /** Where a signed-in user's greeting leads. */
  dashboardHref: string;
  /** A decorative logo (alt="") shown before the brand name. */
  logo?: ReactNode;
  /** Shown above the header bar, e.g. the PromoBar. */
  promo?: ReactNode;
  /** Beside the greeting: the LanguageSwitch. */
  languageSwitch?: ReactNode;
  /** Opens the small-screen menu on first render. */
  defaultMenuOpen?: boolean;
  className?: string;
};

const Root = styled.header`
  position: relative;
  z-index: ${vars.z.header};
  background: ${vars.color.surface};
  color: ${vars.color.ink};
  border-bottom: ${vars.size.border} solid ${vars.color.border};

  & [data-slot='header-bar'] {
    display: grid;
    grid-template-columns: 1fr auto auto;
    grid-template-areas: 'brand greeting toggle' 'search search search';
    align-items: center;
    gap: ${vars.space[3]};
    max-width: ${vars.size.content};
    margin: 0 auto;
    padding: ${vars.space[3]} ${vars.space[4]};
  }
  & [data-slot='header-language'] {
    display: flex;
    justify-content: flex-end;
    max-width: ${vars.size.content};
    margin: 0 auto;
    padding: ${vars.space[2]} ${vars.space[4]} 0;
  }
  & [data-slot='header-brand'] {
    grid-area: brand;
  }
  /* On a phone a long greeting (Hindi runs longer) wraps, and the badge goes under it, rather
     than push the menu button off the screen; one that fits stays on one line. */
  & [data-slot='header-greeting'] {
    grid-area: greeting;
    min-width: 0;
    font-size: ${vars.fontSize.md};
    text-align: end;
  }
  & [data-slot='header-greeting'][data-grouped] {
    display: inline-flex;
    flex-wrap: wrap;
    justify-content: flex-end;
    align-items: center;
    gap: ${vars.space[1]} ${vars.space[2]};
  }
  & [data-slot='header-menu-toggle'] {
    grid-area: toggle;
  }

  & [data-slot='header-nav'] {
    background: ${vars.color.secondary};
    color: ${vars.color.onSecondary};
    border-top: ${vars.size.borderThin} solid ${vars.color.border};
  }
  & [data-slot='header-links'] {
    display: none;
    max-width: ${vars.size.content};
    margin: 0 auto;
    padding: ${vars.space[2]} ${vars.space[4]};
    list-style: none;
  }
  &[data-menu-open='true'] [data-slot='header-links'] {
    display: grid;
    gap: ${vars.space[1]};
  }

  ${media.lg} {
    & [data-slot='header-greeting'] {
      white-space: nowrap;
    }
    & [data-slot='header-bar'] {
      grid-template-columns: auto 1fr auto;
      grid-template-areas: 'brand search greeting';
      gap: ${vars.space[6]};
    }
    & [data-slot='header-menu-toggle'] {
      display: none;
    }
    & [data-slot='header-links'],
    &[data-menu-open='true'] [data-slot='header-links'] {
      display: flex;
      flex-wrap: wrap;
      justify-content: center;
      gap: ${vars.space[1]} ${vars.space[5]};
    }
  }
`;

const SearchForm = styled.form`
  grid-area: search;
  display: flex;
  align-items: center;
  gap: ${vars.space[2]};
  justify-self: stretch;
  max-width: ${vars.size.prose};

  & input {
    flex: 1;
    min-width: 0;
    min-height: ${vars.size.controlSm};
    padding: 0 ${vars.space[3]};
    background: ${vars.color.surface};
    border: ${vars.size.borderThin} solid ${vars.color.border};
    border-radius: ${vars.radius.pill};
  }
  & input::placeholder {
    color: ${vars.color.muted};
  }

  ${media.lg} {
    justify-self: center;
    width: 100%;
  }
`;

function SearchBox({ onSearch, searchQuery }: Pick<SiteHeaderProps, 'onSearch' | 'searchQuery'>) {
  const inputId = useId();
  const t = useT();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const query = String(new FormData(event.currentTarget).get('query') ?? '').trim();
    if (query) onSearch?.(query);
  };
  return (
    <SearchForm role="search" aria-label={t('shell.header.searchRegion')} onSubmit={submit}>
      <label htmlFor={inputId} className="ic-visually-hidden">
        {t('shell.header.search')}
      </label>
      {/* Keyed by the query, so a new results page (or leaving it) resets what the box holds. */}
      <input
        key={searchQuery ?? ''}
        id={inputId}
        name="query"
        type="search"
        placeholder={t('shell.header.searchPlaceholder')}
        defaultValue={searchQuery}
      />
      <IconButton
        type="submit"
        icon="search"
        label={t('shell.header.search')}
        size="sm"
        variant="secondary"
      />
    </SearchForm>
  );
}

type GreetingProps = Pick<SiteHeaderProps, 'user' | 'onAccount' | 'greetingBadge'> & {
  loginHref: string;
  dashboardHref: string;
};

function Greeting({ user, onAccount, greetingBadge, loginHref, dashboardHref }: GreetingProps) {
  const t = useT();
  const message = useMessage();
  if (!user) {
    return (
      <TextLink href={loginHref} variant="nav" data-slot="header-greeting">
        {t('shell.header.loggedOut')}
      </TextLink>
    );
  }
  if (!greetingBadge) {
    return (
      <TextLink href={dashboardHref} variant="nav" data-slot="header-greeting" onClick={onAccount}>
        {t('shell.header.greeting', {
          name: greetingName(user, message(MESSAGES.guest, 'errors.guest')),
        })}
      </TextLink>
    );
  }
  return (
    <span data-slot="header-greeting" data-grouped="">
      <TextLink href={dashboardHref} variant="nav" onClick={onAccount}>
        {t('shell.header.greeting', {
          name: greetingName(user, message(MESSAGES.guest, 'errors.guest')),
        })}
      </TextLink>
      {greetingBadge}
    </span>
  );
}

/** Closes the menu on Escape and hands the focus back to its toggle. */
function useEscapeToClose(
  open: boolean,
  setOpen: (open: boolean) => void,
  toggle: RefObject<HTMLButtonElement | null>,
) {
  useEffect(() => {
    if (!open) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggle.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, setOpen, toggle]);
}

/** The site's header: brand, search, greeting and the page links (a toggled menu on small screens). */
export function SiteHeader({
  links,
  currentPath,
  user,
  onSearch,
  searchQuery,
  onAccount,
  greetingBadge,
  homeHref,
  loginHref,
  dashboardHref,
  logo,
  promo,
  languageSwitch,
  defaultMenuOpen = false,
  className,
}: SiteHeaderProps) {
  const [menuOpen, setMenuOpen] = useState(defaultMenuOpen);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const listId = useId();
  const t = useT();
  const closeMenu = () => setMenuOpen(false);
  useEscapeToClose(menuOpen, setMenuOpen, toggleRef);

  return (
    <Root className={className} data-menu-open={menuOpen}>
      {promo}
      {languageSwitch && <div data-slot="header-language">{languageSwitch}</div>}
      <div data-slot="header-bar">
        <Brand href={homeHref} logo={logo} data-slot="header-brand" />
        <SearchBox onSearch={onSearch} searchQuery={searchQuery} />
        <Greeting
          user={user}
          onAccount={onAccount}
          greetingBadge={greetingBadge}
          loginHref={loginHref}
          dashboardHref={dashboardHref}
        />
        <IconButton
          ref={toggleRef}
          data-slot="header-menu-toggle"
          icon={menuOpen ? 'close' : 'menu'}
          label={t('shell.header.menu')}
          aria-expanded={menuOpen}
          aria-controls={listId}
          onClick={() => setMenuOpen((open) => !open)}
        />
      </div>
      <nav aria-label={t('shell.header.nav')} data-slot="header-nav">
        <ul id={listId} data-slot="header-links">
          {links.map((link) => (
            <li key={link.href}>
              <TextLink
                href={link.href}
                variant="nav"
                external={link.external}
                aria-current={isCurrentLink(link.href, currentPath) ? 'page' : undefined}
                onClick={closeMenu}
              >
                {link.label}
              </TextLink>
            </li>
          ))}
        </ul>
      </nav>
    </Root>
  );
}
