import { MESSAGES } from '@ic/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, type within } from 'storybook/test';
import { TextLink } from '../TextLink';
import { PHONE_VIEWPORT } from '../storybook/viewports';
import { JobApplicationForm, type JobApplicationFormProps } from './JobApplicationForm';

type Submit = JobApplicationFormProps['onSubmit'];
/** A recorded submit handler that answers as given. */
const answering = (answer: Submit) => fn<Submit>(answer);

const FILLED = {
  name: 'Asha Verma',
  email: 'asha.verma@example.in',
  phone: '9876543210',
  portfolioUrl: 'https://asha.example.in/reel',
  coverLetter: 'I have painted backgrounds for two short films and would love to paint yours.',
};

const meta = {
  title: 'Careers/JobApplicationForm',
  component: JobApplicationForm,
  args: { jobId: 'job-7', onSubmit: answering(() => ({ ok: true })) },
} satisfies Meta<typeof JobApplicationForm>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const field = {
  name: (canvas: Canvas) => canvas.getByRole('textbox', { name: 'Full name' }),
  email: (canvas: Canvas) => canvas.getByRole('textbox', { name: 'Email' }),
  phone: (canvas: Canvas) => canvas.getByRole('textbox', { name: 'Phone number' }),
  portfolio: (canvas: Canvas) => canvas.getByRole('textbox', { name: 'Portfolio link' }),
  coverLetter: (canvas: Canvas) => canvas.getByRole('textbox', { name: 'Cover letter' }),
};
const send = (canvas: Canvas) => canvas.getByRole('button', { name: 'Send Application' });

/** Every field labelled; the required ones say so; the phone hint explains the +91. */
export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(field.name(canvas)).toBeRequired();
    await expect(field.email(canvas)).toHaveAttribute('type', 'email');
    await expect(field.phone(canvas)).toHaveAccessibleDescription('10 digits after +91');
    await expect(field.portfolio(canvas)).not.toBeRequired();
    await expect(field.coverLetter(canvas)).toBeRequired();
    await expect(send(canvas)).toBeEnabled();
  },
};

/** A field's message shows once it is left, and clears while the value is corrected. */
export const ValidatesOnBlur: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(field.name(canvas));
    await expect(canvas.queryByText(MESSAGES.nameRequired)).toBeNull();
    await userEvent.tab();
    await expect(field.name(canvas)).toHaveAccessibleDescription(MESSAGES.nameRequired);
    await expect(canvas.queryByText(MESSAGES.emailRequired)).toBeNull();

    await userEvent.type(field.name(canvas), 'A');
    await expect(field.name(canvas)).toHaveAccessibleDescription(MESSAGES.nameShort);
    await userEvent.type(field.name(canvas), 'sha');
    await expect(field.name(canvas)).not.toHaveAttribute('aria-invalid');
    await expect(canvas.queryByText(MESSAGES.nameShort)).toBeNull();
  },
};

/** Submitting empty shows every message, focuses the first wrong field and sends nothing. */
export const SubmitEmpty: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(send(canvas));
    await expect(field.name(canvas)).toHaveAccessibleDescription(MESSAGES.nameRequired);
    await expect(field.email(canvas)).toHaveAccessibleDescription(MESSAGES.emailRequired);
    await expect(field.phone(canvas)).toHaveAccessibleDescription(
      `10 digits after +91 ${MESSAGES.phoneInvalid}`,
    );
    await expect(canvas.getByText(MESSAGES.coverLetterRequired)).toBeVisible();
    await expect(field.name(canvas)).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/**
 * A wrong link is refused; a link typed without https:// is taken and sent with it; a blank one
 * is fine (the portfolio is optional).
 */
export const PortfolioLink: Story = {
  args: { defaultValues: { ...FILLED, portfolioUrl: 'my site' } },
  play: async ({ args, canvas }) => {
    await userEvent.click(send(canvas));
    await expect(field.portfolio(canvas)).toHaveFocus();
    await expect(canvas.getByText(MESSAGES.urlInvalid)).toBeVisible();
    await userEvent.clear(field.portfolio(canvas));
    await expect(canvas.queryByText(MESSAGES.urlInvalid)).toBeNull();
    await userEvent.type(field.portfolio(canvas), 'github.com/meera');
    await expect(canvas.queryByText(MESSAGES.urlInvalid)).toBeNull();
    await userEvent.click(send(canvas));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ jobId: 'job-7', portfolioUrl: 'https://github.com/meera' }),
    );
  },
};

/**
 * A CV is one PDF of at most 5 MB, checked by its first bytes when chosen: another file is
 * refused under the field and stops the send (focus goes to it); a PDF goes with the application.
 */
export const CvUpload: Story = {
  args: { defaultValues: FILLED },
  play: async ({ args, canvas }) => {
    const cv = canvas.getByLabelText(/^CV/);
    await userEvent.upload(cv, new File(['PK\u0003\u0004'], 'cv.pdf', { type: 'application/pdf' }));
    await expect(await canvas.findByText(MESSAGES.cvNotPdf)).toBeVisible();
    await userEvent.click(send(canvas));
    await expect(cv).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    const pdf = new File(['%PDF-1.7 my cv'], 'meera-cv.pdf', { type: 'application/pdf' });
    await userEvent.upload(cv, pdf);
    await waitFor(() => expect(canvas.queryByText(MESSAGES.cvNotPdf)).toBeNull());
    await userEvent.click(send(canvas));
    await expect(args.onSubmit).toHaveBeenCalledWith({ ...FILLED, jobId: 'job-7' }, pdf);
  },
};

/** The server refuses the CV: its message shows under the CV field. */
export const CvRefusedByServer: Story = {
  args: {
    defaultValues: FILLED,
    onSubmit: answering(() => ({
      ok: false,
      message: MESSAGES.cvTooLarge,
      fieldErrors: { cv: MESSAGES.cvTooLarge },
    })),
  },
  play: async ({ canvas }) => {
    await userEvent.upload(
      canvas.getByLabelText(/^CV/),
      new File(['%PDF-1.7'], 'cv.pdf', { type: 'application/pdf' }),
    );
    await userEvent.click(send(canvas));
    await expect(canvas.getByLabelText(/^CV/)).toHaveAccessibleDescription(
      expect.stringContaining(MESSAGES.cvTooLarge),
    );
  },
};

/** No portfolio: the link is left out. */
export const NoPortfolio: Story = {
  args: { defaultValues: { ...FILLED, portfolioUrl: '' } },
  play: async ({ args, canvas }) => {
    await userEvent.click(send(canvas));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ jobId: 'job-7', portfolioUrl: undefined }),
    );
  },
};

/** The checked body goes out once; success replaces the form with where the reply will go. */
export const Sent: Story = {
  args: {
    defaultValues: { ...FILLED, email: ' Asha.Verma@Example.in ', phone: '98765 43210' },
    successAction: <TextLink href="/careers">See more jobs</TextLink>,
  },
  play: async ({ args, canvas }) => {
    await userEvent.click(send(canvas));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).toHaveBeenCalledWith({ ...FILLED, jobId: 'job-7' });
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      'Application sent! We will write to you at asha.verma@example.in.',
    );
    await expect(canvas.queryByRole('button', { name: 'Send Application' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'See more jobs' })).toBeVisible();
  },
};

let release: (() => void) | undefined;

/** While sending the button is busy, and a second submit sends nothing more. */
export const Sending: Story = {
  args: {
    defaultValues: FILLED,
    onSubmit: answering(
      () =>
        new Promise<{ ok: true }>((resolve) => {
          release = () => resolve({ ok: true });
        }),
    ),
  },
  parameters: { visual: false },
  play: async ({ args, canvas }) => {
    await userEvent.click(send(canvas));
    await expect(send(canvas)).toHaveAttribute('aria-busy', 'true');
    await expect(send(canvas)).toBeDisabled();
    await userEvent.type(field.name(canvas), '{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    release?.();
    await expect(await canvas.findByText(/Application sent!/)).toBeVisible();
  },
};

/** The server's field messages show under their fields and go once the field is edited. */
export const ServerFieldErrors: Story = {
  args: {
    defaultValues: FILLED,
    onSubmit: answering(() => ({
      ok: false,
      message: 'This address cannot receive mail',
      fieldErrors: { email: 'This address cannot receive mail' },
    })),
  },
  play: async ({ canvas }) => {
    await userEvent.click(send(canvas));
    await waitFor(() =>
      expect(field.email(canvas)).toHaveAccessibleDescription('This address cannot receive mail'),
    );
    await expect(canvas.getByRole('alert')).toHaveTextContent('This address cannot receive mail');
    await userEvent.type(field.email(canvas), 'x');
    await expect(field.email(canvas)).not.toHaveAttribute('aria-invalid');
  },
};

/** A failure says why and keeps everything typed, ready to try again. */
export const Failure: Story = {
  args: {
    defaultValues: FILLED,
    onSubmit: answering(() => ({ ok: false, message: MESSAGES.tryAgain })),
  },
  play: async ({ args, canvas }) => {
    await userEvent.click(send(canvas));
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent(MESSAGES.tryAgain));
    await expect(field.name(canvas)).toHaveValue(FILLED.name);
    await expect(field.coverLetter(canvas)).toHaveValue(FILLED.coverLetter);
    await expect(send(canvas)).toBeEnabled();
    await userEvent.click(send(canvas));
    await expect(args.onSubmit).toHaveBeenCalledTimes(2);
  },
};

/** A handler that throws counts as a failure rather than leaving the form busy. */
export const HandlerThrows: Story = {
  args: {
    defaultValues: FILLED,
    onSubmit: answering(() => Promise.reject(new Error('offline'))),
  },
  play: async ({ canvas }) => {
    await userEvent.click(send(canvas));
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent(MESSAGES.tryAgain));
    await expect(send(canvas)).toBeEnabled();
  },
};

/** One column on a phone, every field full width. */
export const OnAPhone: Story = {
  ...PHONE_VIEWPORT,
  play: async ({ canvas }) => {
    const name = field.name(canvas).getBoundingClientRect();
    const email = field.email(canvas).getBoundingClientRect();
    await expect(email.top).toBeGreaterThan(name.bottom);
    await expect(name.width).toBeGreaterThan(250);
  },
};
