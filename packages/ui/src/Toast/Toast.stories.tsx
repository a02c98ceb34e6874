import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { ToastProvider, useToast } from './Toast';
import { TOAST_TONES, type ToastOptions } from './toastQueue';

const body = within(document.body);
const toastCount = () => document.querySelectorAll('[data-toast-id]').length;

const SAMPLES: Record<(typeof TOAST_TONES)[number], ToastOptions> = {
  success: { tone: 'success', title: 'Login successful!' },
  error: {
    tone: 'error',
    title: 'Login failed',
    description: 'Please check your email and password.',
  },
  info: { tone: 'info', title: 'Reset link sent to your email!' },
};

function Demo({ extra }: { extra?: ToastOptions }) {
  const toast = useToast();
  return (
    <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
      {TOAST_TONES.map((tone) => (
        <Button key={tone} variant="outline" onClick={() => toast.show(SAMPLES[tone])}>
          Show {tone}
        </Button>
      ))}
      {extra && <Button onClick={() => toast.show(extra)}>Show custom</Button>}
    </div>
  );
}

function Burst({ count }: { count: number }) {
  const toast = useToast();
  return (
    <Button
      onClick={() => {
        for (let n = 1; n <= count; n += 1) toast.show({ title: `Toast ${n}`, durationMs: 60_000 });
      }}
    >
      Show {count}
    </Button>
  );
}

const meta = {
  title: 'Feedback/Toast',
  component: ToastProvider,
  argTypes: { limit: { control: 'number' }, defaultDurationMs: { control: 'number' } },
  args: { defaultDurationMs: 60_000 },
  render: (args) => (
    <ToastProvider {...args}>
      <Demo />
    </ToastProvider>
  ),
} satisfies Meta<typeof ToastProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A toast appears in the notifications region, top right, and its close button dismisses it. */
export const Playground: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show success' }));
    // The region arrives with the first toast (the viewport loads on demand).
    const region = await body.findByRole('region', { name: 'Notifications (F8)' });
    const toast = await within(region).findByText('Login successful!');
    // What screen readers hear names a notification, never the label's '{hotkey}' placeholder.
    const announced = await waitFor(() => {
      const found = body
        .queryAllByRole('status', { hidden: true })
        .find((el) => !el.closest('[data-toast-id]') && /Login successful!/.test(el.textContent));
      if (!found) throw new Error('The toast has not been announced yet');
      return found;
    });
    await expect(announced.textContent).toMatch(/^Notification\s+Login successful!/);
    const item = toast.closest('[data-toast-id]') as HTMLElement;
    await expect(item).toHaveAttribute('data-tone', 'success');
    await waitFor(() => {
      const rect = item.getBoundingClientRect();
      expect(rect.top).toBeLessThan(100);
      expect(rect.right).toBeGreaterThan(window.innerWidth - 40);
    });
    await userEvent.click(within(item).getByRole('button', { name: 'Dismiss notification' }));
    await waitFor(() => expect(toastCount()).toBe(0));
  },
};

/** The three tones, stacked in order of arrival. */
export const Tones: Story = {
  play: async ({ canvas }) => {
    for (const tone of TOAST_TONES) {
      await userEvent.click(canvas.getByRole('button', { name: `Show ${tone}` }));
    }
    await waitFor(() => expect(toastCount()).toBe(3));
    const tones = [...document.querySelectorAll('[data-toast-id]')].map((el) =>
      el.getAttribute('data-tone'),
    );
    await expect(tones).toEqual(['success', 'error', 'info']);
    await expect(body.getByText('Please check your email and password.')).toBeInTheDocument();
  },
};

/** Keyboard: Enter shows a toast, F8 jumps to the notifications, Escape dismisses the focused one. */
export const Keyboard: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Show error' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await body.findByText('Login failed');
    await userEvent.keyboard('[F8]');
    const region = await body.findByRole('region', { name: /Notifications/ });
    await waitFor(() => expect(region).toContainElement(document.activeElement as HTMLElement));
    await userEvent.tab();
    const item = document.querySelector('[data-toast-id]') as HTMLElement;
    await expect(item).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(toastCount()).toBe(0));
  },
};

/** Each toast keeps its own duration: a 300 ms toast leaves while a long one stays. */
export const PerToastDuration: Story = {
  render: (args) => (
    <ToastProvider {...args}>
      <Demo extra={{ title: 'Gone in 300 ms', tone: 'info', durationMs: 300 }} />
    </ToastProvider>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show success' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Show custom' }));
    await body.findByText('Gone in 300 ms');
    await waitFor(() => expect(body.queryByText('Gone in 300 ms')).toBeNull(), { timeout: 1500 });
    await expect(body.getByText('Login successful!')).toBeInTheDocument();
  },
};

/** The provider's default (the spec's 3 s; 400 ms here) applies when a toast names none. */
export const DefaultDuration: Story = {
  args: { defaultDurationMs: 400 },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show info' }));
    await body.findByText('Reset link sent to your email!');
    await waitFor(() => expect(toastCount()).toBe(0), { timeout: 1500 });
  },
};

/** At most 20 at once: of 23, the three oldest are dropped. */
export const Limit: Story = {
  render: (args) => (
    <ToastProvider {...args}>
      <Burst count={23} />
    </ToastProvider>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show 23' }));
    await body.findByText('Toast 23');
    await waitFor(() => expect(toastCount()).toBe(20));
    await expect(body.queryByText('Toast 3')).toBeNull();
    await expect(body.getByText('Toast 4')).toBeInTheDocument();
  },
};
