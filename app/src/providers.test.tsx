import { useToast } from '@ic/ui';
import { expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { page as screen } from 'vitest/browser';
import { AppProviders } from './providers';

function SaveButton() {
  const toast = useToast();
  return (
    <button type="button" onClick={() => toast.show({ title: 'Saved!', tone: 'success' })}>
      Save
    </button>
  );
}

it('pages can raise toasts, shown at the top right', async () => {
  await render(
    <AppProviders>
      <SaveButton />
    </AppProviders>,
  );
  await screen.getByRole('button', { name: 'Save' }).click();
  const notifications = screen.getByRole('region', { name: /Notifications/ });
  const toast = notifications.getByRole('listitem').filter({ hasText: 'Saved!' });
  await expect.element(toast).toBeVisible();
  const box = toast.element().getBoundingClientRect();
  expect(box.top).toBeLessThan(window.innerHeight / 4);
  expect(box.left).toBeGreaterThan(window.innerWidth / 2);
  expect(window.innerWidth - box.right).toBeLessThan(window.innerWidth / 10);
});
