import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor } from 'storybook/test';
import { Button } from '../Button';
import { Skeleton } from '../Skeleton';
import { MinimumDuration } from './MinimumDuration';

const content = <p>Featured characters are here.</p>;

const meta = {
  title: 'Feedback/MinimumDuration',
  component: MinimumDuration,
  argTypes: { minMs: { control: 'number' }, ready: { control: 'boolean' } },
  // Play functions use a short minimum; the default is the spec's 2400 ms.
  args: { minMs: 400, ready: true, placeholder: <Skeleton variant="text" />, children: content },
} satisfies Meta<typeof MinimumDuration>;

export default meta;
type Story = StoryObj<typeof meta>;

// When the story rendered: a play function may start later than that on a busy machine.
let renderedAt = 0;

/** Ready at once: the skeleton still stays for the minimum, then the content replaces it. */
export const Playground: Story = {
  // It changes 400 ms after rendering: a screenshot shows either state, as the machine allows.
  // WaitingForData shows the skeleton for the visual tests.
  parameters: { visual: false },
  render: (args) => {
    renderedAt = performance.now();
    return <MinimumDuration {...args} />;
  },
  play: async ({ canvas }) => {
    await canvas.findByText('Featured characters are here.', {}, { timeout: 2000 });
    await expect(performance.now() - renderedAt).toBeGreaterThanOrEqual(400);
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

/** Not ready: the placeholder stays past the minimum for as long as the data takes. */
export const WaitingForData: Story = {
  args: { ready: false },
  play: async ({ canvas }) => {
    await new Promise((resolve) => setTimeout(resolve, 600));
    await expect(canvas.getByRole('status')).toBeInTheDocument();
    await expect(canvas.queryByText('Featured characters are here.')).toBeNull();
  },
};

function LateData({ minMs }: { minMs: number }) {
  const [ready, setReady] = useState(false);
  return (
    <>
      <Button onClick={() => setReady(true)}>Data arrives</Button>
      <MinimumDuration minMs={minMs} ready={ready} placeholder={<Skeleton variant="text" />}>
        {content}
      </MinimumDuration>
    </>
  );
}

/** Data arriving after the minimum shows at once. */
export const DataAfterMinimum: Story = {
  render: (args) => <LateData minMs={args.minMs ?? 400} />,
  play: async ({ canvas }) => {
    await new Promise((resolve) => setTimeout(resolve, 500));
    await expect(canvas.getByRole('status')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Data arrives' }));
    await expect(canvas.getByText('Featured characters are here.')).toBeInTheDocument();
  },
};

/** Data arriving before the minimum waits for it. */
export const DataBeforeMinimum: Story = {
  args: { minMs: 800 },
  render: (args) => <LateData minMs={args.minMs ?? 800} />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Data arrives' }));
    await expect(canvas.getByRole('status')).toBeInTheDocument();
    await waitFor(
      () => expect(canvas.getByText('Featured characters are here.')).toBeInTheDocument(),
      {
        timeout: 1500,
      },
    );
  },
};
