import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent } from 'storybook/test';
import { Button } from '../Button';
import { RouteAnnouncer } from './RouteAnnouncer';

const meta = {
  title: 'Primitives/RouteAnnouncer',
  component: RouteAnnouncer,
  args: { message: 'Navigated to Comics', navigation: 1 },
  // Visually hidden: no pixels to compare.
  parameters: { visual: false },
} satisfies Meta<typeof RouteAnnouncer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Visually hidden: only a screen reader hears it. */
export const Announced: Story = {
  play: async ({ canvas }) => {
    const region = canvas.getByRole('status');
    await expect(region).toHaveTextContent('Navigated to Comics');
    await expect(region).toHaveAttribute('aria-atomic', 'true');
    await expect(region).toHaveClass('ic-visually-hidden');
  },
};

/** Before the first navigation the region is there and silent, ready to be heard. */
export const BeforeAnyNavigation: Story = {
  args: { message: '', navigation: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('');
  },
};

function Navigating() {
  const [navigation, setNavigation] = useState(1);
  return (
    <>
      <Button onClick={() => setNavigation((count) => count + 1)}>Open another biography</Button>
      <RouteAnnouncer message="Navigated to Character Biography" navigation={navigation} />
    </>
  );
}

/** A second page of the same title replaces the announcement's node, so it is read again. */
export const SameTitleAgain: Story = {
  render: () => <Navigating />,
  play: async ({ canvas }) => {
    const before = canvas.getByText('Navigated to Character Biography');
    await userEvent.click(canvas.getByRole('button', { name: 'Open another biography' }));
    const after = canvas.getByText('Navigated to Character Biography');
    await expect(after).not.toBe(before);
    await expect(before).not.toBeInTheDocument();
  },
};
