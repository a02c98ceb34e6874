import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render as renderAlone } from 'vitest-browser-react';
import { InEnglish } from '../i18n';
import { userEvent } from 'vitest/browser';
import { Field } from './Field';

/** A field shows the domain's messages in the screen's language: English words around it. */
const render = (ui: ReactNode) => renderAlone(ui, { wrapper: InEnglish });

describe('FieldControl through Field', () => {
  it('wires any control: a number input gets the id, flags and descriptions', async () => {
    const screen = await render(
      <Field id="qty" label="Copies" hint="1 to 10" required>
        <input type="number" min={1} max={10} aria-describedby="note" />
      </Field>,
    );
    const input = screen.container.querySelector('input') as HTMLInputElement;
    expect(input.id).toBe('qty');
    expect(input.required).toBe(true);
    expect(input.dataset.slot).toBe('field-control');
    expect(input.getAttribute('aria-describedby')).toBe('qty-hint note');
  });

  it("turns touched on blur, then calls the control's own blur handler", async () => {
    const onBlur = vi.fn();
    const screen = await render(
      <Field label="Name">
        <input onBlur={onBlur} />
      </Field>,
    );
    const root = screen.container.querySelector('[data-slot="field"]') as HTMLElement;
    expect(root.hasAttribute('data-touched')).toBe(false);
    await userEvent.click(screen.container.querySelector('input') as HTMLInputElement);
    await userEvent.tab();
    expect(onBlur).toHaveBeenCalledTimes(1);
    expect(root.hasAttribute('data-touched')).toBe(true);
    // Touched with nothing objecting: green, with the tick shown.
    expect(root.hasAttribute('data-valid')).toBe(true);
  });

  it("follows the browser's own check while typing after the blur", async () => {
    const screen = await render(
      <Field label="Email">
        <input type="email" />
      </Field>,
    );
    const input = screen.container.querySelector('input') as HTMLInputElement;
    const root = screen.container.querySelector('[data-slot="field"]') as HTMLElement;
    await userEvent.type(input, 'reader@');
    await userEvent.tab();
    expect(root.hasAttribute('data-valid')).toBe(false);
    await userEvent.type(input, 'example.in');
    expect(root.hasAttribute('data-valid')).toBe(true);
  });
});
