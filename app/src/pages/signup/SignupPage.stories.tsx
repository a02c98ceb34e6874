import { MESSAGES } from '@ic/domain';
import { PHONE_VIEWPORT } from '@ic/ui/storybook';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { within } from 'storybook/test';
import { expect, userEvent } from 'storybook/test';
import { api, PAGE_STORY } from '../../stories/pageMeta';
import type { PageStory } from '../../stories/PageStory';
import { mainOf } from '../../stories/scope';
import { signupConsentPending, signupCreated, signupUsernameTaken } from './signupStoryHandlers';

const meta = {
  title: 'Pages/Signup',
  ...PAGE_STORY,
  args: { url: '/signup' },
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;
type Scope = ReturnType<typeof within>;

async function fill(main: Scope, label: string, text: string) {
  const input = main.getByLabelText(new RegExp(`^${label}`));
  await userEvent.clear(input);
  await userEvent.type(input, text);
}

async function passStep1(main: Scope) {
  await fill(main, 'Email', 'meera@example.in');
  await fill(main, 'Password', 'Comic#2025');
  await userEvent.click(main.getByRole('checkbox', { name: /Terms of Use/ }));
  await userEvent.click(main.getByRole('button', { name: 'Continue' }));
  // The checked submit lands a moment later: step 2 replaces step 1.
  await main.findByRole('form', { name: 'Your profile' });
}

async function submitProfile(main: Scope, dob: string) {
  await fill(main, 'Full name', 'Meera Rao');
  await fill(main, 'Birthday', dob);
  await fill(main, 'Username', 'meera_reads');
}

/**
 * Step 1: the password rule from the start, the spec's messages after submit; no social button,
 * since no provider is configured (they used to only say 'not available yet').
 */
export const Step1: Story = {
  play: async ({ canvasElement }) => {
    const main = await mainOf(canvasElement);
    await userEvent.click(main.getByRole('button', { name: 'Continue' }));
    // The check is asynchronous (react-hook-form awaits the schema's resolver): the messages show
    // a moment after the click, later on a busy machine.
    await expect(
      await main.findByText(MESSAGES.emailRequired, {}, { timeout: 5000 }),
    ).toBeVisible();
    await expect(main.getByText(MESSAGES.termsRequired)).toBeVisible();
    await fill(main, 'Password', 'weak');
    await expect(main.getByText(MESSAGES.passwordRule)).toBeVisible();
    await expect(main.getByRole('list', { name: 'Rules for a new password' })).toBeVisible();
    await expect(main.queryByRole('button', { name: /Sign up with/ })).toBeNull();
  },
};

/** Step 2 after a valid step 1; the name fills an empty username on blur. */
export const Step2: Story = {
  play: async ({ canvasElement }) => {
    const main = await mainOf(canvasElement);
    await passStep1(main);
    await fill(main, 'Full name', 'Meera Rao');
    await userEvent.tab();
    await expect((main.getByLabelText(/^Username/) as HTMLInputElement).value).toMatch(
      /^Meera_[a-z0-9]{6}$/,
    );
  },
};

/** 201: the welcome screen greets by first name and shows the username. */
export const Welcome: Story = {
  parameters: api('content', signupCreated),
  play: async ({ canvasElement }) => {
    const main = await mainOf(canvasElement);
    await passStep1(main);
    await submitProfile(main, '1995-06-15');
    await userEvent.click(main.getByRole('button', { name: 'Continue' }));
    await expect(await main.findByRole('heading', { name: 'Welcome, Meera!' })).toBeVisible();
    await expect(main.getByText('meera_reads')).toBeVisible();
    await expect(main.getAllByRole('listitem')).toHaveLength(4);
  },
};

/** Under 18: the guardian email is asked for, then the 202 pending screen. */
export const ConsentPending: Story = {
  parameters: api('content', signupConsentPending),
  play: async ({ canvasElement }) => {
    const main = await mainOf(canvasElement);
    await passStep1(main);
    await submitProfile(main, `${new Date().getFullYear() - 12}-01-15`);
    await fill(main, 'Parent or guardian email', 'parent@example.in');
    await userEvent.click(main.getByRole('button', { name: 'Continue' }));
    await expect(await main.findByText('parent@example.in')).toBeVisible();
  },
};

/** 409: the server's message under the username. */
export const UsernameTaken: Story = {
  parameters: api('content', signupUsernameTaken),
  play: async ({ canvasElement }) => {
    const main = await mainOf(canvasElement);
    await passStep1(main);
    await submitProfile(main, '1995-06-15');
    await userEvent.click(main.getByRole('button', { name: 'Continue' }));
    await expect(await main.findByText(MESSAGES.usernameTaken)).toBeVisible();
  },
};

export const OnAPhone: Story = { ...Step1, ...PHONE_VIEWPORT };
