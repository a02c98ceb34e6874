import { FEEDBACK_SUBJECT_PLACEHOLDER, MESSAGES } from '@ic/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { PHONE_VIEWPORT } from '../storybook/viewports';
import { FeedbackForm } from './FeedbackForm';

const EMAIL = 'meera.reads@example.in';

const meta = {
  title: 'Site/FeedbackForm',
  component: FeedbackForm,
  args: { email: EMAIL, onSubmit: fn(), submitting: false, backHref: '/my-account' },
} satisfies Meta<typeof FeedbackForm>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const field = {
  email: (canvas: Canvas) => canvas.getByRole('textbox', { name: 'Email' }),
  name: (canvas: Canvas) => canvas.getByRole('textbox', { name: 'Name' }),
  subject: (canvas: Canvas) => canvas.getByRole('combobox', { name: 'Subject' }),
  custom: (canvas: Canvas) => canvas.queryByRole('textbox', { name: 'Your subject' }),
  feedback: (canvas: Canvas) => canvas.getByRole('textbox', { name: 'Feedback' }),
};
const preview = (canvas: Canvas) =>
  within(canvas.getByRole('region', { name: 'Feedback Preview' }));

/** Pastes rather than types: one change per field keeps the plays fast. */
async function enter(element: HTMLElement | null, text: string) {
  if (!element) throw new Error('No field to fill');
  await userEvent.click(element);
  await userEvent.paste(text);
}

async function fillIn(canvas: Canvas) {
  await enter(field.name(canvas), 'Meera Iyer');
  await userEvent.selectOptions(field.subject(canvas), 'Custom');
  await enter(field.custom(canvas), 'Reader bug');
  await enter(field.feedback(canvas), 'Page 4 of chapter 2 shows twice.');
}

/** Email prefilled and read-only; the subject starts on the spec's placeholder. */
export const Playground: Story = {
  play: async ({ canvas }) => {
    const email = field.email(canvas);
    await expect(email).toHaveValue(EMAIL);
    await expect(email).toHaveAttribute('readonly');
    await expect(email).toBeRequired();
    await userEvent.type(email, 'x');
    await expect(email).toHaveValue(EMAIL);
    await expect(field.name(canvas)).toBeRequired();

    const subject = field.subject(canvas) as HTMLSelectElement;
    await expect(subject).toHaveValue('');
    await expect(subject.selectedOptions[0]).toHaveTextContent(FEEDBACK_SUBJECT_PLACEHOLDER);
    await expect(Array.from(subject.options, (option) => option.text).slice(1)).toEqual([
      'General',
      'Complaint',
      'Suggestion',
      'Custom',
    ]);
    await expect(canvas.getByRole('link', { name: 'Back to My Account' })).toHaveAttribute(
      'href',
      '/my-account',
    );
  },
};

/** Only the Custom subject asks for a subject of its own. */
export const CustomSubject: Story = {
  play: async ({ canvas }) => {
    await expect(field.custom(canvas)).toBeNull();
    await userEvent.selectOptions(field.subject(canvas), 'Custom');
    await expect(field.custom(canvas)).toBeVisible();
    await userEvent.selectOptions(field.subject(canvas), 'Suggestion');
    await expect(field.custom(canvas)).toBeNull();
  },
};

/** The preview shows what will be sent while the reader types, custom subject merged. */
export const LivePreview: Story = {
  play: async ({ canvas }) => {
    await expect(preview(canvas).getByText(EMAIL)).toBeVisible();
    await expect(preview(canvas).getAllByText('Not filled in yet')).toHaveLength(3);
    await fillIn(canvas);
    const values = preview(canvas)
      .getAllByRole('definition')
      .map((dd) => dd.textContent);
    await expect(values).toEqual([
      EMAIL,
      'Meera Iyer',
      'Reader bug',
      'Page 4 of chapter 2 shows twice.',
    ]);
  },
};

/** Submitting empty shows each field's message and sends nothing; errors clear once fixed. */
export const RequiredFields: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(field.name(canvas)).toHaveAccessibleDescription(MESSAGES.nameRequired);
    await expect(field.subject(canvas)).toHaveAccessibleDescription(MESSAGES.subjectRequired);
    await expect(field.feedback(canvas)).toHaveAccessibleDescription(MESSAGES.feedbackRequired);

    await enter(field.name(canvas), 'Meera');
    await expect(field.name(canvas)).not.toHaveAttribute('aria-invalid');
    await userEvent.selectOptions(field.subject(canvas), 'Custom');
    await expect(field.custom(canvas)).toHaveAccessibleDescription(MESSAGES.customSubjectRequired);
  },
};

/** Clear Form empties subject, custom subject and feedback, and keeps name and email. */
export const ClearForm: Story = {
  play: async ({ canvas }) => {
    await fillIn(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Clear Form' }));
    await expect(field.subject(canvas)).toHaveValue('');
    await expect(field.custom(canvas)).toBeNull();
    await expect(field.feedback(canvas)).toHaveValue('');
    await expect(field.name(canvas)).toHaveValue('Meera Iyer');
    await expect(field.email(canvas)).toHaveValue(EMAIL);
    // The custom subject is gone too, not just hidden.
    await userEvent.selectOptions(field.subject(canvas), 'Custom');
    await expect(field.custom(canvas)).toHaveValue('');
  },
};

export const SubmitMergesCustomSubject: Story = {
  play: async ({ canvas, args }) => {
    await fillIn(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      email: EMAIL,
      name: 'Meera Iyer',
      subject: 'Reader bug',
      feedback: 'Page 4 of chapter 2 shows twice.',
    });
  },
};

/** When the app reports success the form clears, as the spec asks. */
export const ClearsAfterSuccess: Story = {
  args: { onSubmit: fn(async () => true) },
  play: async ({ canvas }) => {
    await enter(field.name(canvas), 'Meera Iyer');
    await userEvent.selectOptions(field.subject(canvas), 'General');
    await enter(field.feedback(canvas), 'More Storm chapters please!');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(field.feedback(canvas)).toHaveValue(''));
    await expect(field.subject(canvas)).toHaveValue('');
    await expect(field.name(canvas)).toHaveValue('Meera Iyer');
  },
};

export const Submitting: Story = {
  args: { submitting: true, defaultName: 'Meera Iyer' },
  play: async ({ canvas, args }) => {
    const submit = canvas.getByRole('button', { name: 'Submit' });
    await expect(submit).toHaveAttribute('aria-busy', 'true');
    await userEvent.selectOptions(field.subject(canvas), 'General');
    await userEvent.type(field.feedback(canvas), 'Hello');
    await userEvent.click(submit, { pointerEventsCheck: 0 });
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const SuccessStatus: Story = {
  args: { status: MESSAGES.feedbackSuccess },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Feedback submitted successfully!');
  },
};

export const ErrorStatus: Story = {
  args: { status: MESSAGES.feedbackNoResponse },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Error submitting feedback');
  },
};

/**
 * A signed-out visitor types their own email (the spec's feedback call works without an
 * account); without one the form cannot be sent.
 */
export const SignedOutVisitor: Story = {
  args: { email: '', backHref: null },
  play: async ({ canvas, args }) => {
    const email = field.email(canvas);
    await expect(email).not.toHaveAttribute('readonly');
    await enter(field.name(canvas), 'Kabir');
    await userEvent.selectOptions(field.subject(canvas), 'General');
    await enter(field.feedback(canvas), 'Hello');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(email).toHaveAccessibleDescription(/Email is required/);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await enter(email, 'kabir@example.in');
    await expect(preview(canvas).getByText('kabir@example.in')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ email: 'kabir@example.in', name: 'Kabir', subject: 'General' }),
    );
  },
};

/** An error report words its preview for what it is. */
export const ErrorReportPreview: Story = {
  args: { previewTitle: 'Error Report Preview' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Error Report Preview' }),
    ).toBeVisible();
  },
};

/** On a phone the subject menu stays inside its card, whatever the length of its options. */
export const OnAPhone: Story = {
  ...PHONE_VIEWPORT,
  play: async ({ canvas, canvasElement }) => {
    const root = canvasElement.querySelector('[data-slot="feedback-form"]');
    const subject = field.subject(canvas).getBoundingClientRect();
    await expect(subject.right).toBeLessThanOrEqual(root?.getBoundingClientRect().right ?? 0);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const WithoutBackLink: Story = {
  args: { backHref: null },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};
