// Which studio screens each role opens: the side navigation and the home's links are built from
// this one list, so a screen never shows to someone the server would refuse.
import type { StaffRole } from '@ic/domain';
import type { IconName, StudioNavSection } from '@ic/ui';
import { studioPaths, type StudioRouteName } from '../paths';

type Screen = {
  /** Screens with an address of their own (not one member's page). */
  route: Exclude<StudioRouteName, 'studio' | 'studioMember' | 'studioComic' | 'studioComicNew'>;
  icon: IconName;
  /** What the screen is for, on the studio home. */
  purpose: string;
  roles: readonly StaffRole[];
};

const SECTIONS: ReadonlyArray<{ title: string; screens: readonly Screen[] }> = [
  {
    title: 'Comics',
    screens: [
      {
        route: 'studioComics',
        icon: 'book',
        purpose: 'Create comics, upload chapters, set access, publish or schedule',
        roles: ['editor'],
      },
    ],
  },
  {
    title: 'Moderation',
    screens: [
      {
        route: 'studioContributors',
        icon: 'heart',
        purpose: 'Hide or show a name on Support Us',
        roles: ['moderator'],
      },
      {
        route: 'studioInbox',
        icon: 'mail',
        purpose: 'Read feedback and error reports, reply, mark them answered or closed',
        roles: ['moderator'],
      },
    ],
  },
  {
    title: 'Members and money',
    screens: [
      {
        route: 'studioMembers',
        icon: 'user',
        purpose: 'Find a member: orders, membership, grants',
        roles: ['support', 'admin'],
      },
    ],
  },
  {
    title: 'Admin',
    screens: [
      {
        route: 'studioStaff',
        icon: 'star',
        purpose: 'Invite staff, change their roles, remove them',
        roles: ['admin'],
      },
      {
        route: 'studioAudit',
        icon: 'clock',
        purpose: 'Every studio change: who, what, when',
        roles: ['admin'],
      },
    ],
  },
];

export type StudioLink = { title: string; href: string; purpose: string };

/** The sections the roles open, each with the screens in it (empty sections left out). */
function allowedSections(roles: readonly StaffRole[]) {
  return SECTIONS.map((section) => ({
    title: section.title,
    screens: section.screens.filter((screen) => screen.roles.some((r) => roles.includes(r))),
  })).filter((section) => section.screens.length > 0);
}

/** The studio's side navigation for these roles, the screen at `pathname` marked current. */
export function studioNavigation(
  roles: readonly StaffRole[],
  pathname: string,
): StudioNavSection[] {
  const home = studioPaths.studio;
  const current = (href: string) =>
    href === home.href() ? pathname === href : pathname === href || pathname.startsWith(`${href}/`);
  return [
    {
      title: 'Studio',
      items: [{ label: 'Home', href: home.href(), icon: 'home', current: current(home.href()) }],
    },
    ...allowedSections(roles).map((section) => ({
      title: section.title,
      items: section.screens.map(({ route, icon }) => {
        const href = studioPaths[route].href();
        return { label: studioPaths[route].title, href, icon, current: current(href) };
      }),
    })),
  ];
}

/** The screens the roles open, for the studio home. */
export function studioLinks(roles: readonly StaffRole[]): StudioLink[] {
  return allowedSections(roles).flatMap((section) =>
    section.screens.map(({ route, purpose }) => ({
      title: studioPaths[route].title,
      href: studioPaths[route].href(),
      purpose,
    })),
  );
}
