import { READER } from '@ic/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { PHONE_VIEWPORT } from '../storybook/viewports';
import { ReaderToolbar, type ReaderToolbarProps } from './ReaderToolbar';

/** Holds page and zoom like the reader does. */
function Controlled(args: ReaderToolbarProps) {
  const [page, setPage] = useState(args.page);
  const [zoom, setZoom] = useState(args.zoom);
  return (
    <ReaderToolbar
      {...args}
      page={page}
      zoom={zoom}
      onPageChange={(next) => {
        setPage(next);
        args.onPageChange(next);
      }}
      onZoomChange={(next) => {
        setZoom(next);
        args.onZoomChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Comics/ReaderToolbar',
  component: ReaderToolbar,
  render: (args) => <Controlled key={`${args.page}-${args.zoom}-${args.pageCount}`} {...args} />,
  argTypes: {
    page: { control: { type: 'number', min: 1 } },
    pageCount: { control: { type: 'number', min: 0 } },
    zoom: { control: 'select', options: READER.zoomSteps },
  },
  args: { page: 3, pageCount: 12, zoom: 1, onPageChange: fn(), onZoomChange: fn() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ReaderToolbar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The counter is announced politely as the page changes. */
export const Playground: Story = {
  play: async ({ canvas, args }) => {
    const counter = canvas.getByText('Page 3 of 12');
    await expect(counter).toHaveAttribute('aria-live', 'polite');
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(counter).toHaveTextContent('Page 4 of 12');
    await userEvent.click(canvas.getByRole('button', { name: 'Previous' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Previous' }));
    await expect(args.onPageChange.mock.calls).toEqual([[4], [3], [2]]);
  },
};

/** Zoom steps up to the limit, where Zoom in stays focused but does nothing; Fit width resets. */
export const ZoomSteps: Story = {
  play: async ({ canvas, args }) => {
    const zoomIn = canvas.getByRole('button', { name: 'Zoom in' });
    const fit = canvas.getByRole('button', { name: 'Fit width' });
    await expect(fit).toHaveAttribute('aria-disabled', 'true');
    for (let step = 0; step < READER.zoomSteps.length; step += 1) await userEvent.click(zoomIn);
    await expect(zoomIn).toHaveAttribute('aria-disabled', 'true');
    await expect(zoomIn).toHaveFocus();
    await expect(args.onZoomChange.mock.calls.map(([zoom]) => zoom)).toEqual([1.25, 1.5, 2, 3]);
    await userEvent.click(fit);
    await expect(args.onZoomChange).toHaveBeenLastCalledWith(READER.fitZoom);
  },
};

export const FirstPage: Story = {
  args: { page: 1 },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('button', { name: 'Previous' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Previous' }));
    await expect(args.onPageChange).not.toHaveBeenCalled();
  },
};

export const LastPage: Story = {
  args: { page: 12 },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(args.onPageChange).not.toHaveBeenCalled();
    await expect(canvas.getByText('Page 12 of 12')).toBeVisible();
  },
};

/** Before the PDF is loaded every control waits and the counter is empty. */
export const NotLoaded: Story = {
  args: { pageCount: 0, page: 1 },
  play: async ({ canvas }) => {
    for (const name of ['Previous', 'Next', 'Zoom out', 'Fit width', 'Zoom in']) {
      await expect(canvas.getByRole('button', { name })).toHaveAttribute('aria-disabled', 'true');
    }
    await expect(canvas.queryByText(/Page \d/)).toBeNull();
  },
};

export const Phone: Story = { ...PHONE_VIEWPORT };
