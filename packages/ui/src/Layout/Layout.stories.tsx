import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Card } from '../Card';
import { PHONE_VIEWPORT } from '../storybook/viewports';
import {
  Container,
  CONTAINER_WIDTHS,
  Grid,
  GRID_MIN_WIDTHS,
  LAYOUT_GAPS,
  Stack,
  STACK_ALIGNS,
  STACK_DIRECTIONS,
  STACK_JUSTIFIES,
} from './Layout';

const tiles = (count: number) =>
  Array.from({ length: count }, (_, index) => (
    <Card key={index} padding="sm" as="li">
      Panel {index + 1}
    </Card>
  ));

const meta = {
  title: 'Layout/Stack',
  component: Stack,
  argTypes: {
    direction: { control: 'inline-radio', options: STACK_DIRECTIONS },
    gap: { control: 'inline-radio', options: LAYOUT_GAPS },
    align: { control: 'inline-radio', options: STACK_ALIGNS },
    justify: { control: 'inline-radio', options: STACK_JUSTIFIES },
    wrap: { control: 'boolean' },
  },
  args: {
    as: 'ul',
    direction: 'column',
    gap: 'md',
    align: 'stretch',
    justify: 'start',
    wrap: false,
    children: tiles(3),
  },
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A column with the theme's medium gap: the default way a page stacks its parts. */
export const Column: Story = {
  play: async ({ canvas }) => {
    const [first, second] = canvas.getAllByRole('listitem');
    const gap =
      (second?.getBoundingClientRect().top ?? 0) - (first?.getBoundingClientRect().bottom ?? 0);
    await expect(gap).toBe(16);
  },
};

/** A row that wraps, e.g. a group of buttons or tags. */
export const RowThatWraps: Story = {
  args: { direction: 'row', wrap: true, gap: 'sm', children: tiles(8) },
  play: async ({ canvas }) => {
    const [first, second] = canvas.getAllByRole('listitem');
    await expect(second?.getBoundingClientRect().top).toBe(first?.getBoundingClientRect().top);
  },
};

/** Grid: as many columns as fit at the chosen minimum width. */
export const GridOfCards: StoryObj<typeof Grid> = {
  argTypes: {
    min: { control: 'inline-radio', options: GRID_MIN_WIDTHS },
    gap: { control: 'inline-radio', options: LAYOUT_GAPS },
  },
  args: { as: 'ul', min: 'md', gap: 'md' },
  render: ({ as, min, gap }) => (
    <Grid as={as} min={min} gap={gap}>
      {tiles(8)}
    </Grid>
  ),
  play: async ({ canvas }) => {
    const items = canvas.getAllByRole('listitem');
    const tops = new Set(items.map((item) => Math.round(item.getBoundingClientRect().top)));
    await expect(tops.size).toBeLessThan(items.length);
  },
};

/** fill="stretch": two wide items share the row, none of it left to empty tracks. */
export const GridThatStretches: StoryObj<typeof Grid> = {
  args: { as: 'ul', min: 'lg', gap: 'md', fill: 'stretch' },
  render: ({ as, min, gap, fill }) => (
    <Grid as={as} min={min} gap={gap} fill={fill}>
      {tiles(2)}
    </Grid>
  ),
  play: async ({ canvas }) => {
    const [list] = canvas.getAllByRole('list');
    const items = canvas.getAllByRole('listitem');
    const width = list?.getBoundingClientRect().width ?? 0;
    const used = items.reduce((sum, item) => sum + item.getBoundingClientRect().width, 0);
    await expect(used).toBeGreaterThan(width * 0.9);
  },
};

/** On a phone the grid falls back to one column. */
export const GridOnAPhone: StoryObj<typeof Grid> = {
  ...GridOfCards,
  ...PHONE_VIEWPORT,
  play: async ({ canvas }) => {
    const items = canvas.getAllByRole('listitem');
    const lefts = new Set(items.map((item) => Math.round(item.getBoundingClientRect().left)));
    await expect(lefts.size).toBe(1);
  },
};

/** Container: the site's content width, centred, with the page gutter. */
export const CenteredContainer: StoryObj<typeof Container> = {
  argTypes: {
    width: { control: 'inline-radio', options: CONTAINER_WIDTHS },
    padded: { control: 'boolean' },
  },
  args: { as: 'div', width: 'prose', padded: true },
  parameters: { layout: 'fullscreen' },
  // The meta's Stack args (direction, gap, wrap…) are not Container props: pass only its own.
  render: ({ as, width, padded }) => (
    <Container as={as} width={width} padded={padded}>
      <Card>Prose-width content keeps lines comfortable to read.</Card>
    </Container>
  ),
  play: async ({ canvasElement }) => {
    const container = canvasElement.querySelector('.width-prose');
    const box = container?.getBoundingClientRect();
    await expect(box?.width).toBeLessThan(canvasElement.getBoundingClientRect().width);
    await expect(Math.abs((box?.left ?? 0) - (window.innerWidth - (box?.right ?? 0)))).toBeLessThan(
      2,
    );
  },
};
