import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PageLoading } from './PageLoading';

const meta = {
  title: 'Feedback/PageLoading',
  component: PageLoading,
  parameters: { layout: 'fullscreen' },
  argTypes: { label: { control: 'text' } },
  args: { label: 'Loading…' },
} satisfies Meta<typeof PageLoading>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Invisible on purpose: it holds a page's height and tells screen readers the page is coming. */
export const Playground: Story = {
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status', { name: '' });
    await expect(status).toHaveAttribute('aria-busy', 'true');
    await expect(status).toHaveTextContent('Loading…');
    await expect(status.getBoundingClientRect().height).toBeGreaterThanOrEqual(window.innerHeight);
  },
};
