import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { render as renderAlone } from 'vitest-browser-react';
import { InEnglish } from '../i18n';
import { Checkbox } from '../Checkbox';
import { PasswordField } from '../PasswordField';
import { Select } from '../Select';
import { TextArea } from '../TextArea';
import { TextField } from '../TextField';

/** A field shows the domain's messages in the screen's language: English words around it. */
const render = (ui: ReactNode) => renderAlone(ui, { wrapper: InEnglish });

/** What every control takes from its field: the messages and the caller's own description. */
type Wiring = {
  hint?: string;
  error?: string;
  'aria-describedby'?: string;
  id?: string;
  touched?: boolean;
};

const CONTROLS: [string, (props: Wiring) => ReactNode][] = [
  ['TextField', (props) => <TextField label="Name" {...props} />],
  ['TextField with a start', (props) => <TextField label="Phone" start="+91" {...props} />],
  ['PasswordField', (props) => <PasswordField label="Password" {...props} />],
  ['Select', (props) => <Select label="Subject" options={['General', 'Custom']} {...props} />],
  ['TextArea', (props) => <TextArea label="Feedback" {...props} />],
  ['Checkbox', (props) => <Checkbox label="Terms" {...props} />],
];

async function renderControl(control: ReactNode) {
  const screen = await render(
    <>
      <p id="outside">Counted by the page</p>
      {control}
    </>,
  );
  const element = screen.container.querySelector<HTMLElement>('[data-slot="field-control"]');
  if (!element) throw new Error('No control in the slot');
  return element;
}

describe.each(CONTROLS)('%s', (_name, control) => {
  it("names its hint and error first, then keeps the caller's aria-describedby", async () => {
    const element = await renderControl(
      control({ id: 'f', hint: 'A hint', error: 'An error', 'aria-describedby': 'outside' }),
    );
    expect(element.getAttribute('aria-describedby')).toBe('f-hint f-error outside');
    await expect
      .element(element)
      .toHaveAccessibleDescription('A hint An error Counted by the page');
  });

  it("keeps the caller's ids when there is neither hint nor error", async () => {
    const element = await renderControl(control({ 'aria-describedby': 'outside' }));
    expect(element.getAttribute('aria-describedby')).toBe('outside');
  });

  it('is aria-invalid only while there is an error', async () => {
    const invalid = await renderControl(control({ id: 'bad', error: 'An error' }));
    expect(invalid.getAttribute('aria-invalid')).toBe('true');
    const valid = await renderControl(control({ id: 'good', hint: 'A hint' }));
    expect(valid.hasAttribute('aria-invalid')).toBe(false);
    expect(valid.getAttribute('aria-describedby')).toBe('good-hint');
  });

  it('is the target of its label', async () => {
    const element = await renderControl(control({ id: 'named' }));
    expect(element.id).toBe('named');
    expect(document.querySelector('label[for="named"]')).not.toBeNull();
  });
});

const BOXED = CONTROLS.filter(([name]) => name !== 'Checkbox');

describe.each(BOXED)('%s in its box', (_name, control) => {
  it('shows the tick once touched and valid, and not with an error', async () => {
    await renderControl(control({ id: 'ok', touched: true }));
    const tick = (id: string) =>
      document.querySelector<SVGElement>(
        `[data-slot="field"]:has(#${id}) [data-slot="field-valid-mark"]`,
      );
    await expect.element(tick('ok')).toBeVisible();
    await renderControl(control({ id: 'wrong', touched: true, error: 'An error' }));
    await expect.element(tick('wrong')).not.toBeVisible();
  });
});
