import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { FileDropZone, type FileDropZoneProps } from './FileDropZone';

const MB = 1024 ** 2;

const meta = {
  title: 'Studio/FileDropZone',
  component: FileDropZone,
  argTypes: {
    label: { control: 'text' },
    hint: { control: 'text' },
    acceptLabel: { control: 'text' },
    maxBytes: { control: 'number' },
    progress: { control: { type: 'range', min: 0, max: 100 } },
    error: { control: 'text' },
    done: { control: 'text' },
    disabled: { control: 'boolean' },
  },
  args: {
    label: 'Chapter PDF',
    accept: ['.pdf', 'application/pdf'],
    acceptLabel: 'PDF',
    maxBytes: 200 * MB,
    onFileAccepted: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 520 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FileDropZone>;

export default meta;
type Story = StoryObj<typeof meta>;

const pdf = (name = 'chapter-3.pdf') =>
  new File(['%PDF-1.7 pages'], name, { type: 'application/pdf' });

/** A file of the given size without the bytes, for the limit's checks. */
function sized(file: File, bytes: number) {
  Object.defineProperty(file, 'size', { value: bytes });
  return file;
}

/** Drags files over the target and drops them, as the browser's own drag events. */
function drop(target: Element, ...files: File[]) {
  const dataTransfer = new DataTransfer();
  for (const file of files) dataTransfer.items.add(file);
  for (const type of ['dragover', 'drop']) {
    target.dispatchEvent(new DragEvent(type, { dataTransfer, bubbles: true, cancelable: true }));
  }
}

const area = (canvasElement: HTMLElement) =>
  canvasElement.querySelector('[data-slot="drop-area"]') as HTMLElement;

/** The real file input is the keyboard's way in: it takes the focus, its button shows the ring. */
export const Playground: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByLabelText('Chapter PDF Choose a file');
    await expect(input).toHaveAttribute('type', 'file');
    await expect(input).toHaveAttribute('accept', '.pdf,application/pdf');
    await expect(input).toHaveAccessibleDescription('PDF, up to 200 MB');
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.upload(input, pdf());
    await expect(args.onFileAccepted).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'chapter-3.pdf' }),
    );
  },
};

/** A dropped file is checked the same way; the zone lights up while a file is over it. */
export const DropAFile: Story = {
  play: async ({ canvasElement, args }) => {
    const target = area(canvasElement);
    target.dispatchEvent(new DragEvent('dragover', { bubbles: true, cancelable: true }));
    await waitFor(() => expect(target).toHaveAttribute('data-dragging'));
    drop(target, pdf('chapter-4.pdf'));
    await waitFor(() => expect(target).not.toHaveAttribute('data-dragging'));
    await expect(args.onFileAccepted).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'chapter-4.pdf' }),
    );
  },
};

/** A PNG dropped on a PDF zone (dropping skips the input's accept list): refused, nothing sent. */
export const WrongType: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    drop(area(canvasElement), new File(['png'], 'cover.png', { type: 'image/png' }));
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent('“cover.png” is not a PDF file.'),
    );
    await expect(canvas.getByLabelText('Chapter PDF Choose a file')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(args.onFileAccepted).not.toHaveBeenCalled();
  },
};

/** Over the limit: both sizes in the message, and nothing sent. */
export const TooLarge: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    drop(area(canvasElement), sized(pdf('omnibus.pdf'), 2 * 1024 * MB));
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent(
        '“omnibus.pdf” is 2 GB; files can be up to 200 MB.',
      ),
    );
    await expect(args.onFileAccepted).not.toHaveBeenCalled();
  },
};

/** One file at a time. */
export const SeveralFiles: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    drop(area(canvasElement), pdf('one.pdf'), pdf('two.pdf'));
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent('Drop one file at a time.'),
    );
    await expect(args.onFileAccepted).not.toHaveBeenCalled();
  },
};

/** Uploading: a labelled progress bar; the input waits until the upload ends. */
export const Uploading: Story = {
  args: { progress: 42 },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Chapter PDF' });
    await expect(bar).toHaveAttribute('value', '42');
    await expect(canvas.getByText('42%')).toBeVisible();
    await expect(canvas.getByLabelText('Chapter PDF Choose a file')).toBeDisabled();
  },
};

/** The server read the bytes and said no. */
export const ServerError: Story = {
  args: { error: 'This file is not a PDF: its contents are a ZIP archive.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'This file is not a PDF: its contents are a ZIP archive.',
    );
    await expect(canvas.getByLabelText('Chapter PDF Choose a file')).toBeEnabled();
  },
};

export const Done: Story = {
  args: { progress: 100, done: 'chapter-3.pdf uploaded: 24 pages' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('chapter-3.pdf uploaded: 24 pages');
    await expect(canvas.queryByRole('progressbar')).toBeNull();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByLabelText('Chapter PDF Choose a file')).toBeDisabled();
    drop(area(canvasElement), pdf());
    await expect(args.onFileAccepted).not.toHaveBeenCalled();
  },
};

/** A cover image: a family of types and a smaller limit, with a hint of the caller's own. */
export const CoverImage: Story = {
  args: {
    label: 'Cover',
    accept: ['image/jpeg', 'image/png', 'image/webp'],
    acceptLabel: 'JPEG, PNG or WebP',
    maxBytes: 5 * MB,
    hint: 'JPEG, PNG or WebP, up to 5 MB; 2:3, at least 800 px wide',
  },
};

function UploadDemo(props: FileDropZoneProps) {
  const [progress, setProgress] = useState<number>();
  const [done, setDone] = useState<string>();
  return (
    <FileDropZone
      {...props}
      progress={progress}
      done={done}
      onFileAccepted={(file) => {
        props.onFileAccepted(file);
        setDone(undefined);
        setProgress(60);
        // Stands in for the upload's progress events and its answer.
        setTimeout(() => setDone(`${file.name} uploaded`), 50);
      }}
    />
  );
}

/** The round trip: a file accepted, its progress, then done. */
export const RoundTrip: Story = {
  render: (args) => <UploadDemo {...args} />,
  play: async ({ canvas }) => {
    await userEvent.upload(canvas.getByLabelText('Chapter PDF Choose a file'), pdf());
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('value', '60');
    await expect(await canvas.findByText('chapter-3.pdf uploaded')).toBeVisible();
  },
};
