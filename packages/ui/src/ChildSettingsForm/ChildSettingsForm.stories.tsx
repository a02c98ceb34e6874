import { ACCESS_FIELD_MESSAGES, GUARDIAN_MESSAGES, MESSAGES } from '@ic/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, type within } from 'storybook/test';
import { activeChild, pausedChild } from '../storybook/guardian';
import { PHONE_VIEWPORT } from '../storybook/viewports';
import { ChildSettingsForm } from './ChildSettingsForm';

const meta = {
  title: 'Guardians/ChildSettingsForm',
  component: ChildSettingsForm,
  args: {
    settings: activeChild.settings,
    childName: activeChild.name,
    onSave: fn(),
    saving: false,
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ChildSettingsForm>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const minutes = (canvas: Canvas) =>
  canvas.getByRole('spinbutton', { name: /Daily reading limit \(minutes\)/ });
const save = (canvas: Canvas) => canvas.getByRole('button', { name: 'Save settings' });

/** The settings in force, the age's default named; a raised rating and a 1-minute limit are sent whole. */
export const Playground: Story = {
  play: async ({ canvas, args }) => {
    const rating = canvas.getByRole('combobox', { name: 'Highest rating' });
    await expect(rating).toHaveValue('PG');
    await expect(rating).toHaveAccessibleDescription(
      'The default for Meera’s age is PG (Parental Guidance).',
    );
    await userEvent.selectOptions(rating, 'T');
    await userEvent.clear(minutes(canvas));
    await userEvent.type(minutes(canvas), '1');
    await userEvent.click(save(canvas));
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith({
        maxRating: 'T',
        dailyLimitMinutes: 1,
        paused: false,
      }),
    );
  },
};

/** "No daily limit" takes the minutes away and sends null. */
export const NoLimit: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: 'No daily limit' }));
    await expect(canvas.queryByRole('spinbutton')).toBeNull();
    await userEvent.click(save(canvas));
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith({
        maxRating: 'PG',
        dailyLimitMinutes: null,
        paused: false,
      }),
    );
  },
};

/** Minutes outside 1 to 600: the rule's message on the field, which gets focus; nothing is sent. */
export const InvalidMinutes: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.clear(minutes(canvas));
    await userEvent.type(minutes(canvas), '900');
    await userEvent.click(save(canvas));
    await expect(minutes(canvas)).toHaveAccessibleDescription(
      new RegExp(ACCESS_FIELD_MESSAGES.dailyLimit.replace(/[.()]/g, '\\$&')),
    );
    await expect(minutes(canvas)).toHaveFocus();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** The pause is a switch; pausing is sent with the rest. */
export const Pause: Story = {
  play: async ({ canvas, args }) => {
    const pause = canvas.getByRole('switch', { name: 'Pause reading' });
    await expect(pause).toHaveAccessibleDescription('While paused, Meera cannot open any chapter.');
    await userEvent.click(pause);
    await expect(pause).toBeChecked();
    await userEvent.click(save(canvas));
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith({
        maxRating: 'PG',
        dailyLimitMinutes: 30,
        paused: true,
      }),
    );
  },
};

/** A paused child with no limit and a rating below the age's default. */
export const PausedWithoutLimit: Story = {
  args: { settings: pausedChild.settings, childName: pausedChild.name },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch', { name: 'Pause reading' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'No daily limit' })).toBeChecked();
    await expect(canvas.getByRole('combobox', { name: 'Highest rating' })).toHaveValue('G');
  },
};

export const Saving: Story = {
  args: { saving: true },
  play: async ({ canvas }) => {
    await expect(save(canvas)).toHaveAttribute('aria-busy', 'true');
  },
};

/** The server's word, announced. */
export const Saved: Story = {
  args: { saved: GUARDIAN_MESSAGES.settingsSaved },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(GUARDIAN_MESSAGES.settingsSaved);
  },
};

export const Failed: Story = {
  args: { error: MESSAGES.tryAgain },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(MESSAGES.tryAgain);
  },
};

export const Phone: Story = { ...PHONE_VIEWPORT };
