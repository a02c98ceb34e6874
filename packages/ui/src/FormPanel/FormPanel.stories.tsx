import type { Meta, StoryObj } from '@storybook/react-vite';
import type { FormEvent } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../Button';
import { PHONE_VIEWPORT } from '../storybook/viewports';
import { TextField } from '../TextField';
import {
  FORM_ACTIONS_LAYOUTS,
  FORM_PANEL_GAPS,
  FORM_PANEL_PADDINGS,
  FormActions,
  FormAlert,
  FormGroup,
  FormPanel,
  type FormActionsProps,
  type FormPanelProps,
} from './FormPanel';

type PanelStoryProps = Omit<FormPanelProps, 'children'> &
  Pick<FormActionsProps, 'layout'> & {
    /** A message about the whole form, shown in FormAlert. */
    alert?: string;
  };

/** A small form on the panel: two fields, a group of choices, the form's alert and its actions. */
function Example({ layout, alert, ...panel }: PanelStoryProps) {
  return (
    <FormPanel {...panel}>
      <TextField label="Full name" autoComplete="name" required />
      <TextField label="City / District" autoComplete="address-level2" />
      <FormGroup legend="Deliver on">
        <label>
          <input type="radio" name="day" defaultChecked /> Weekdays
        </label>{' '}
        <label>
          <input type="radio" name="day" /> Weekends
        </label>
      </FormGroup>
      <FormAlert>{alert}</FormAlert>
      <FormActions layout={layout}>
        <Button type="submit">SAVE</Button>
        <Button variant="outline">Cancel</Button>
      </FormActions>
    </FormPanel>
  );
}

const meta = {
  title: 'Forms/FormPanel',
  component: Example,
  argTypes: {
    title: { control: 'text' },
    alert: { control: 'text' },
    padding: { control: 'inline-radio', options: FORM_PANEL_PADDINGS },
    gap: { control: 'inline-radio', options: FORM_PANEL_GAPS },
    layout: { control: 'inline-radio', options: FORM_ACTIONS_LAYOUTS },
    headingLevel: { control: 'inline-radio', options: ['h2', 'h3'] },
  },
  args: {
    title: 'Add New Address',
    onSubmit: fn((event: FormEvent) => event.preventDefault()),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 720 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Example>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The heading names the form; the browser's own validation is off; the actions sit side by side. */
export const Playground: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.queryByRole('alert')).toBeNull();
    const form = canvas.getByRole('form', { name: 'Add New Address' });
    await expect(form).toHaveAttribute('novalidate');
    await expect(canvas.getByRole('heading', { level: 2, name: 'Add New Address' })).toBeVisible();
    const save = canvas.getByRole('button', { name: 'SAVE' });
    const cancel = canvas.getByRole('button', { name: 'Cancel' });
    await expect(cancel.getBoundingClientRect().top).toBe(save.getBoundingClientRect().top);
    // Required but empty: the browser does not stop the submit, the form's own rules decide.
    await userEvent.click(save);
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

/** Choices grouped under a legend: the group is named by it, with no fieldset frame. */
export const Group: Story = {
  play: async ({ canvas }) => {
    const group = canvas.getByRole('group', { name: 'Deliver on' });
    await expect(getComputedStyle(group).borderTopStyle).toBe('none');
    await expect(canvas.getByRole('radio', { name: 'Weekdays' })).toBeChecked();
  },
};

/** A message about the whole form is an alert; without one the alert takes no room. */
export const WithAlert: Story = {
  args: { alert: 'Please select or enter a valid amount.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Please select or enter a valid amount.',
    );
  },
};

/** Stacked actions, full width, as the sign-in cards use them. */
export const StackedActions: Story = {
  args: { layout: 'stack' },
  play: async ({ canvas }) => {
    const save = canvas.getByRole('button', { name: 'SAVE' });
    const cancel = canvas.getByRole('button', { name: 'Cancel' });
    await expect(cancel.getBoundingClientRect().top).toBeGreaterThan(
      save.getBoundingClientRect().bottom,
    );
  },
};

/** A panel inside a section of its own: the heading one level down. */
export const SubsectionHeading: Story = {
  args: { headingLevel: 'h3', title: 'Your application' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3 })).toHaveAccessibleName(
      'Your application',
    );
    await expect(canvas.getByRole('form')).toHaveAccessibleName('Your application');
  },
};

/** The wider spacing the donation panel uses between its parts. */
export const WideGap: Story = {
  args: { gap: 'lg', title: 'Support Us' },
};

/** The same padding at every width, for a panel sharing its row (the feedback form). */
export const FixedPadding: Story = {
  args: { padding: 'md', title: 'Give Feedback' },
  play: async ({ canvas }) => {
    await expect(getComputedStyle(canvas.getByRole('form')).paddingTop).toBe('20px');
  },
};

/** On a phone the responsive padding is the smaller one. */
export const OnAPhone: Story = {
  ...PHONE_VIEWPORT,
  play: async ({ canvas }) => {
    await expect(getComputedStyle(canvas.getByRole('form')).paddingTop).toBe('20px');
  },
};

/** From the md breakpoint the responsive padding grows. */
export const RoomyPadding: Story = {
  play: async ({ canvas }) => {
    await expect(getComputedStyle(canvas.getByRole('form')).paddingTop).toBe('32px');
  },
};
