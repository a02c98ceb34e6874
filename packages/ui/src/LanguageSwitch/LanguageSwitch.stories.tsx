import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { navigate, withStoryRouter } from '../SiteHeader/storyRouter';
import { LANGUAGE_SWITCH_SIZES, LanguageSwitch } from './LanguageSwitch';

const meta = {
  title: 'Navigation/LanguageSwitch',
  component: LanguageSwitch,
  decorators: [withStoryRouter],
  argTypes: { size: { control: 'inline-radio', options: LANGUAGE_SWITCH_SIZES } },
  args: {
    language: 'en',
    hrefs: { en: '/characters?lang=en', hi: '/characters?lang=hi' },
  },
  beforeEach: () => {
    navigate.mockClear();
  },
} satisfies Meta<typeof LanguageSwitch>;

export default meta;
type Story = StoryObj<typeof meta>;

/** English shown: English is current; हिंदी, written in Hindi and marked so, leads to ?lang=hi. */
export const English: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'English' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    const hindi = canvas.getByRole('link', { name: 'हिंदी' });
    await expect(hindi).not.toHaveAttribute('aria-current');
    await expect(hindi).toHaveAttribute('lang', 'hi');
    await expect(hindi).toHaveAttribute('hreflang', 'hi');
    await userEvent.click(hindi);
    await expect(navigate).toHaveBeenCalledWith('/characters?lang=hi');
  },
};

/** Hindi shown: हिंदी is current and English leads back. */
export const Hindi: Story = {
  args: { language: 'hi' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'हिंदी' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await userEvent.click(canvas.getByRole('link', { name: 'English' }));
    await expect(navigate).toHaveBeenCalledWith('/characters?lang=en');
  },
};

/** The footer's smaller size. */
export const Small: Story = { args: { size: 'sm' } };
