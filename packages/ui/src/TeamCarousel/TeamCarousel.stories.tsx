import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { demoTeams } from '../storybook/demoCast';
import { atViewport } from '../storybook/viewports';
import { TeamCarousel } from './TeamCarousel';

const TEAMS = demoTeams();

const meta = {
  title: 'Carousels/TeamCarousel',
  component: TeamCarousel,
  argTypes: {
    rotateMs: { control: { type: 'number', min: 0, step: 500 } },
    headingAs: { control: 'inline-radio', options: ['h2', 'h3'] },
    teams: { control: false },
  },
  args: { teams: TEAMS },
} satisfies Meta<typeof TeamCarousel>;

export default meta;
type Story = StoryObj<typeof meta>;

function parts(canvasElement: HTMLElement) {
  const scope = within(canvasElement);
  return {
    heading: () => scope.getByRole('heading'),
    previous: scope.queryByRole('button', { name: 'Previous team' }),
    next: scope.queryByRole('button', { name: 'Next team' }),
    dot: (team: string) => scope.getByRole('button', { name: `Show team ${team}` }),
    members: () => scope.queryAllByRole('listitem').filter((item) => item.querySelector('figure')),
  };
}

/** A media query list that reports the reduced-motion setting as on. */
class ReducedMotionQuery extends EventTarget implements MediaQueryList {
  readonly matches = true;
  readonly media: string;
  onchange = null;
  constructor(media: string) {
    super();
    this.media = media;
  }
  addListener() {}
  removeListener() {}
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** 'Team' plus the team name, the members in a grid, four dots. */
export const Playground: Story = {
  play: async ({ canvasElement, canvas }) => {
    const { heading, dot, members } = parts(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Teams' })).toHaveAttribute(
      'aria-roledescription',
      'carousel',
    );
    await expect(heading()).toHaveTextContent('Team UI/UX');
    await expect(canvas.getByRole('group')).toHaveAttribute('aria-label', '1 of 4');
    await expect(dot('UI/UX')).toHaveAttribute('aria-current', 'true');
    await expect(members()).toHaveLength(3);
    const [first] = members();
    await expect(first).toHaveTextContent('Ira Menon');
    await expect(first).toHaveTextContent(TEAMS[0]!.members[0]!.year);
    await expect(first?.querySelector('img')).toHaveAttribute('src', TEAMS[0]!.members[0]!.img);
  },
};

/** Next goes through the teams and wraps from the last to the first. */
export const NextWrapsAround: Story = {
  play: async ({ canvasElement }) => {
    const { heading, next } = parts(canvasElement);
    const seen = [];
    for (let step = 0; step < 4; step += 1) {
      await userEvent.click(next!);
      seen.push(heading().textContent);
    }
    await expect(seen).toEqual([
      'Team Development',
      'Team Marketing',
      'Team Content',
      'Team UI/UX',
    ]);
  },
};

/** Previous on the first team wraps to the last. */
export const PreviousWrapsAround: Story = {
  play: async ({ canvasElement, canvas }) => {
    const { heading, previous, dot, members } = parts(canvasElement);
    await userEvent.click(previous!);
    await expect(heading()).toHaveTextContent('Team Content');
    await expect(dot('Content')).toHaveAttribute('aria-current', 'true');
    await expect(canvas.getByRole('group')).toHaveAttribute('aria-label', '4 of 4');
    await expect(members()).toHaveLength(4);
  },
};

export const DotsPickATeam: Story = {
  play: async ({ canvasElement }) => {
    const { heading, dot, members } = parts(canvasElement);
    await userEvent.click(dot('Marketing'));
    await expect(heading()).toHaveTextContent('Team Marketing');
    await expect(dot('UI/UX')).not.toHaveAttribute('aria-current');
    await expect(
      members().map((item) => item.querySelector('[data-slot="member-name"]')?.textContent),
    ).toEqual(['Zoya Khan', 'Nikhil Rao']);
  },
};

/** The About page rotates on its own (every 5 s there; 300 ms here) and offers a pause button. */
export const AboutPageRotation: Story = {
  // Rotates on a timer: its pixels depend on when the shot is taken.
  parameters: { visual: false },
  args: { rotateMs: 300 },
  play: async ({ canvasElement, canvas }) => {
    const { heading } = parts(canvasElement);
    await waitFor(() => expect(heading().textContent).not.toBe('Team UI/UX'));
    const pauseButton = canvas.getByRole('button', { name: 'Pause team rotation' });
    await userEvent.click(pauseButton);
    const start = canvas.getByRole('button', { name: 'Start team rotation' });
    start.blur();
    await userEvent.unhover(canvas.getByRole('region'));
    const held = heading().textContent;
    await pause(700);
    await expect(heading()).toHaveTextContent(held ?? '');
  },
};

/** Hovering the carousel holds the team; leaving resumes. */
export const RotationPausesOnHover: Story = {
  // Rotates on a short timer: its pixels depend on when the shot is taken.
  parameters: { visual: false },
  args: { rotateMs: 250 },
  play: async ({ canvasElement, canvas }) => {
    const { heading } = parts(canvasElement);
    await userEvent.hover(canvas.getByRole('region'));
    const held = heading().textContent;
    await pause(600);
    await expect(heading().textContent).toBe(held);
    await userEvent.unhover(canvas.getByRole('region'));
    await waitFor(() => expect(heading().textContent).not.toBe(held));
  },
};

/** Focus inside the carousel holds the team too. */
export const RotationPausesOnFocus: Story = {
  // Rotates on a short timer: its pixels depend on when the shot is taken.
  parameters: { visual: false },
  args: { rotateMs: 250 },
  play: async ({ canvasElement }) => {
    const { heading, dot } = parts(canvasElement);
    dot('UI/UX').focus();
    const held = heading().textContent;
    await pause(600);
    await expect(heading().textContent).toBe(held);
    dot('UI/UX').blur();
    await waitFor(() => expect(heading().textContent).not.toBe(held));
  },
};

/** Readers who ask for less motion get no rotation and no pause button. */
export const ReducedMotionNoRotation: Story = {
  args: { rotateMs: 200 },
  // Needs its beforeEach stub of matchMedia, which only the story runner applies.
  parameters: { visual: false },
  beforeEach: () => {
    const original = window.matchMedia;
    window.matchMedia = (query: string) =>
      query.includes('prefers-reduced-motion') ? new ReducedMotionQuery(query) : original(query);
    return () => {
      window.matchMedia = original;
    };
  },
  play: async ({ canvasElement, canvas }) => {
    await pause(500);
    await expect(parts(canvasElement).heading()).toHaveTextContent('Team UI/UX');
    await expect(canvas.queryByRole('button', { name: /team rotation/ })).toBeNull();
  },
};

/** Keyboard: the arrows and dots are buttons in reading order. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const { heading, previous, next } = parts(canvasElement);
    await userEvent.tab();
    await expect(previous).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(heading()).toHaveTextContent('Team Content');
    for (let step = 0; step < 5; step += 1) await userEvent.tab();
    await expect(next).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(heading()).toHaveTextContent('Team UI/UX');
  },
};

export const Phone: Story = {
  ...atViewport('phone375'),
  play: async ({ canvasElement }) => {
    const grid = canvasElement.querySelector('[data-slot="members"]');
    await expect(getComputedStyle(grid!).gridTemplateColumns.split(' ')).toHaveLength(2);
  },
};

export const SingleTeam: Story = {
  args: { teams: TEAMS.slice(1, 2) },
  play: async ({ canvasElement }) => {
    const { heading, previous, next } = parts(canvasElement);
    await expect(heading()).toHaveTextContent('Team Development');
    await expect(previous).toBeNull();
    await expect(next).toBeNull();
  },
};

export const TeamWithoutMembers: Story = {
  args: { teams: [{ name: 'Research', members: [] }, ...TEAMS] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No members yet.')).toBeVisible();
  },
};

export const NoTeams: Story = {
  args: { teams: [] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('section')).toBeNull();
  },
};
