import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PasswordRules } from './PasswordRules';

const meta = {
  title: 'Primitives/PasswordRules',
  component: PasswordRules,
  args: { password: '' },
} satisfies Meta<typeof PasswordRules>;

export default meta;
type Story = StoryObj<typeof meta>;

const metRules = (canvasElement: HTMLElement) =>
  Array.from(canvasElement.querySelectorAll('li[data-met]'), (li) => li.textContent);

/** Before typing, every rule is shown, none ticked. */
export const Empty: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(5);
    await expect(metRules(canvasElement)).toEqual([]);
  },
};

export const PartlyMet: Story = {
  args: { password: 'comic2' },
  play: async ({ canvasElement }) => {
    await expect(metRules(canvasElement)).toEqual([
      'At least 6 characters (done)',
      'A lowercase letter (done)',
      'A number (done)',
    ]);
  },
};

export const AllMet: Story = {
  args: { password: 'Comic#2025' },
  play: async ({ canvasElement }) => {
    await expect(metRules(canvasElement)).toHaveLength(5);
  },
};
