import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { MarkdownEditor, type MarkdownEditorProps } from './MarkdownEditor';

const MEDIA = 'https://media.icuniverse.in';

const BODY = `## Chapter 3 is out

The monsoon wind turns, and **every kite** over the old city flies home.

- Read it on the [chapter page](https://icuniverse.in/comics/the-iron-banyan)
- Members read chapter 4 a week early`;

// The editor is controlled: the story keeps the value, as the studio's form will.
function Controlled(props: MarkdownEditorProps) {
  const [value, setValue] = useState(props.value);
  return (
    <MarkdownEditor
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Studio/MarkdownEditor',
  component: MarkdownEditor,
  argTypes: {
    label: { control: 'text' },
    hint: { control: 'text' },
    error: { control: 'text' },
    value: { control: 'text' },
    required: { control: 'boolean' },
    disabled: { control: 'boolean' },
  },
  args: {
    label: 'Body',
    hint: 'Markdown: ## for a heading, **bold**, [a link](https://…), ![a picture](…)',
    value: BODY,
    onChange: fn(),
    allowedImageOrigins: [MEDIA],
  },
  render: (args) => <Controlled {...args} />,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MarkdownEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Write in the labelled text area, then Preview shows it as the site will. */
export const Playground: Story = {
  args: { value: '' },
  play: async ({ canvas, args }) => {
    const body = canvas.getByRole('textbox', { name: 'Body' });
    await expect(body).toHaveAccessibleDescription(args.hint as string);
    await userEvent.type(body, '## Hello Mayapuri');
    await expect(args.onChange).toHaveBeenLastCalledWith('## Hello Mayapuri');
    await userEvent.click(canvas.getByRole('tab', { name: 'Preview' }));
    // The panel fades in.
    await waitFor(() =>
      expect(canvas.getByRole('heading', { name: 'Hello Mayapuri' })).toBeVisible(),
    );
    await userEvent.click(canvas.getByRole('tab', { name: 'Write' }));
    await expect(canvas.getByRole('textbox', { name: 'Body' })).toHaveValue('## Hello Mayapuri');
  },
};

/** The tabs follow the arrow keys, as every tab list does. */
export const Keyboard: Story = {
  play: async ({ canvas }) => {
    const write = canvas.getByRole('tab', { name: 'Write' });
    write.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Preview' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await waitFor(() =>
      expect(canvas.getByRole('heading', { name: 'Chapter 3 is out' })).toBeVisible(),
    );
  },
};

/** What a careless or hostile body becomes: no script, an emptied link, a refused picture. */
export const UnsafeInput: Story = {
  args: {
    value: `<script>document.title = 'hacked'</script>

[Claim your prize](javascript:alert('prize'))

![Our cover](${MEDIA}/blogs/iron-banyan.webp)

![A tracking pixel](https://tracker.example/pixel.png)`,
  },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Preview' }));
    const panel = canvas.getByRole('tabpanel', { name: 'Preview' });
    await expect(panel.querySelector('script')).toBeNull();
    await expect(document.title).not.toBe('hacked');
    await expect(canvas.getByText('Claim your prize').getAttribute('href') ?? '').not.toMatch(
      /javascript:/i,
    );
    await expect(canvas.getByRole('img', { name: 'Our cover' })).toHaveAttribute(
      'src',
      `${MEDIA}/blogs/iron-banyan.webp`,
    );
    await expect(canvas.queryByRole('img', { name: 'A tracking pixel' })).toBeNull();
    await expect(canvasElement.querySelector('[data-slot="image-left-out"]')).toHaveTextContent(
      'Image left out: pictures come from our media store only (A tracking pixel)',
    );
  },
};

/** Nothing written yet: the preview says so instead of an empty box. */
export const EmptyPreview: Story = {
  args: { value: '' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Preview' }));
    await waitFor(() => expect(canvas.getByText('Nothing to preview yet.')).toBeVisible());
  },
};

/** The field's error, wired as every field's. */
export const WithError: Story = {
  args: { value: '', required: true, error: 'Write the body of the post' },
  play: async ({ canvas }) => {
    const body = canvas.getByRole('textbox', { name: 'Body' });
    await expect(body).toBeRequired();
    await expect(body).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Body' })).toBeDisabled();
  },
};
