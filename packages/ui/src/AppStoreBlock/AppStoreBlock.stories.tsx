import { heroArt } from '@ic/art';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { PHONE_VIEWPORT } from '../storybook/viewports';
import { APP_STORE_BLOCK_HEADINGS, AppStoreBlock } from './AppStoreBlock';

const meta = {
  title: 'Site/AppStoreBlock',
  component: AppStoreBlock,
  argTypes: {
    headingLevel: { control: 'inline-radio', options: APP_STORE_BLOCK_HEADINGS },
    title: { control: 'text' },
    text: { control: 'text' },
    comingSoonLabel: { control: 'text' },
  },
  args: {
    title: 'Check out our app for exclusive content',
    text: 'Read offline, collect character cards and get new chapters the moment they drop.',
    comingSoonLabel: 'Coming Soon',
    image: heroArt(2),
    imageAlt: '',
    headingLevel: 'h2',
  },
} satisfies Meta<typeof AppStoreBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Both store buttons are disabled and marked Coming Soon; neither takes focus. */
export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('region', { name: 'Check out our app for exclusive content' }),
    ).toBeVisible();
    const appStore = canvas.getByRole('button', { name: 'App Store Coming Soon' });
    const playStore = canvas.getByRole('button', { name: 'Play Store Coming Soon' });
    await expect(appStore).toBeDisabled();
    await expect(playStore).toBeDisabled();
    await userEvent.tab();
    await expect(appStore).not.toHaveFocus();
    await expect(playStore).not.toHaveFocus();
  },
};

/** Other stores and wording. */
export const CustomStores: Story = {
  args: {
    stores: [{ name: 'Web App' }],
    comingSoonLabel: 'Soon',
    image: undefined,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Web App Soon' })).toBeDisabled();
  },
};

export const OnAPhone: Story = { ...PHONE_VIEWPORT };
