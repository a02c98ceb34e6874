import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Badge } from '../Badge';
import { Button } from '../Button';
import { LinkProvider } from '../LinkProvider';
import { Card, CARD_PADDINGS, CARD_TONES } from './Card';
import {
  CardBody,
  CardDescription,
  CardFooter,
  CardHeader,
  CardMedia,
  CardTitle,
} from './CardParts';
import { navigatedTo, RecordingLink } from '../storybook/recordingLink';
import { atViewport } from '../storybook/viewports';

// An original comic cover drawn inline: a burst behind a lightning bolt.
const cover = (fill: string) =>
  `data:image/svg+xml;utf8,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 200">
      <rect width="160" height="200" fill="${fill}"/>
      <path d="M80 20 L96 70 L148 60 L106 96 L140 150 L84 118 L60 180 L58 120 L12 128 L50 92 L16 48 L66 66Z" fill="#fffaf0" stroke="#14121f" stroke-width="5"/>
      <path d="M88 56 L70 100 L86 100 L72 140 L104 92 L88 92 L100 56Z" fill="#14121f"/>
    </svg>`,
  )}`;

function ComicTile({ title, fill }: { title: string; fill: string }) {
  return (
    <>
      <CardMedia>
        <img
          src={cover(fill)}
          alt=""
          style={{ width: '100%', aspectRatio: '4 / 5', objectFit: 'cover' }}
        />
      </CardMedia>
      <span style={{ display: 'block', padding: 12, fontWeight: 700 }}>{title}</span>
    </>
  );
}

const meta = {
  title: 'Primitives/Card',
  component: Card,
  argTypes: {
    tone: { control: 'inline-radio', options: CARD_TONES },
    padding: { control: 'inline-radio', options: CARD_PADDINGS },
  },
  args: {
    tone: 'surface',
    padding: 'md',
    children: (
      <>
        <h3>Innovation</h3>
        <p style={{ margin: 0 }}>New ways to tell Indian stories, panel by panel.</p>
      </>
    ),
  },
  decorators: [
    (Story) => (
      <LinkProvider component={RecordingLink}>
        <div style={{ maxWidth: 320 }}>
          <Story />
        </div>
      </LinkProvider>
    ),
  ],
  beforeEach: () => {
    navigatedTo.mockClear();
  },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A static card is neither a link nor a button. */
export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.getByRole('heading', { name: 'Innovation' })).toBeVisible();
  },
};

export const Tones: Story = {
  decorators: [
    (Story) => (
      <div style={{ display: 'grid', gap: 16 }}>
        <Story />
      </div>
    ),
  ],
  render: (args) => (
    <>
      {CARD_TONES.map((tone) => (
        <Card key={tone} {...args} tone={tone}>
          <strong>{tone}</strong> card
        </Card>
      ))}
    </>
  ),
};

/** A link card goes through the app's router link; Enter opens it. */
export const AsLink: Story = {
  args: {
    href: '/comicChap/7/chapters',
    padding: 'none',
    children: <ComicTile title="Rise of the Eternal Storm" fill="#c81e3a" />,
  },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Rise of the Eternal Storm' });
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(navigatedTo).toHaveBeenCalledWith('/comicChap/7/chapters');
  },
};

/** A button card answers click, Enter and Space. */
export const AsButton: Story = {
  args: { onClick: fn(), 'aria-label': undefined },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: /Innovation/ });
    await userEvent.click(button);
    button.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onClick).toHaveBeenCalledTimes(3);
  },
};

/** An upcoming comic: greyed, labelled UPCOMING, not a link and not reachable with Tab. */
export const DisabledLink: Story = {
  args: {
    href: '/comicChap/9/chapters',
    disabled: true,
    padding: 'none',
    children: (
      <>
        <ComicTile title="Shadows over Kashi" fill="#1a4fd6" />
        <span style={{ display: 'block', padding: '0 12px 12px' }}>
          <Badge tone="inverse" size="sm">
            Upcoming
          </Badge>
        </span>
      </>
    ),
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(canvas.getByText('Upcoming')).toBeVisible();
    await expect(canvasElement.querySelector('[data-disabled]')).not.toBeNull();
    await userEvent.tab();
    await expect(document.activeElement).toBe(document.body);
    await userEvent.click(canvas.getByText('Shadows over Kashi'));
    await expect(navigatedTo).not.toHaveBeenCalled();
  },
};

export const DisabledButton: Story = {
  args: { onClick: fn(), disabled: true },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: /Innovation/ });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

/** An absolute URL opens in a new tab. */
export const ExternalLink: Story = {
  args: {
    href: 'https://foundation.example.org/',
    children: <strong>Visit the foundation</strong>,
  },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Visit the foundation (opens in a new tab)' });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link.getAttribute('rel')).toContain('noopener');
  },
};

/** The comics row: the two newest open; the rest are greyed and UPCOMING. */
export const ComicsRow: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 720, maxWidth: 'none' }}>
        <Story />
      </div>
    ),
  ],
  render: () => (
    <ul
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(3, 1fr)',
        gap: 16,
        listStyle: 'none',
        padding: 0,
      }}
    >
      {[
        { id: 3, title: 'Storm Rising', fill: '#c81e3a' },
        { id: 2, title: 'The Iron Monsoon', fill: '#ffc832' },
        { id: 1, title: 'Night of Ten Lamps', fill: '#1a4fd6' },
      ].map((comic, index) => (
        <li key={comic.id}>
          <Card href={`/comicChap/${comic.id}/chapters`} disabled={index >= 2} padding="none">
            <ComicTile title={comic.title} fill={comic.fill} />
            {index >= 2 && (
              <span style={{ display: 'block', padding: '0 12px 12px' }}>
                <Badge tone="inverse" size="sm">
                  Upcoming
                </Badge>
              </span>
            )}
          </Card>
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('link')).toHaveLength(2);
    await expect(canvas.queryByRole('link', { name: /Night of Ten Lamps/ })).toBeNull();
  },
};

/**
 * A panel from parts: header (title and badge), description, body and footer, each a data-slot.
 * The card is a plain box; the panel built on it sets the spacing between its parts.
 */
export const WithParts: Story = {
  args: {
    as: 'section',
    'aria-labelledby': 'order-title',
    style: { display: 'grid', gap: 16 },
    children: (
      <>
        <CardHeader>
          <CardTitle as="h2" id="order-title">
            Order IC-1042
          </CardTitle>
          <Badge tone="success">paid</Badge>
        </CardHeader>
        <CardDescription>Placed on 5 January 2027</CardDescription>
        <CardBody>
          <span>Monthly membership</span>
          <span>Bolt sticker pack</span>
        </CardBody>
        <CardFooter>
          <Button size="sm">Track order</Button>
        </CardFooter>
      </>
    ),
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('region', { name: 'Order IC-1042' })).toBeVisible();
    const slots = [...canvasElement.querySelectorAll('[data-slot]')].map((part) =>
      part.getAttribute('data-slot'),
    );
    await expect(slots).toEqual(
      expect.arrayContaining([
        'card',
        'card-header',
        'card-title',
        'card-description',
        'card-body',
        'card-footer',
      ]),
    );
    await expect(canvas.getByRole('heading', { level: 2, name: 'Order IC-1042' })).toBeVisible();
  },
};

const paddingOf = (element: Element | null) =>
  element ? getComputedStyle(element).paddingTop : 'no card';

/** Large padding shrinks on a phone (20 px) so the text keeps its width; 32 px from tablets up. */
export const LargePaddingOnPhone: Story = {
  ...atViewport('phone375'),
  args: { padding: 'lg' },
  play: async ({ canvasElement }) => {
    await expect(paddingOf(canvasElement.querySelector('[data-slot="card"]'))).toBe('20px');
  },
};

export const LargePaddingOnTablet: Story = {
  ...atViewport('tablet800'),
  args: { padding: 'lg' },
  play: async ({ canvasElement }) => {
    await expect(paddingOf(canvasElement.querySelector('[data-slot="card"]'))).toBe('32px');
  },
};
