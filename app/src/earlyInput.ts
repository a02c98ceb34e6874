// The other half of index.html's inline script, which keeps what a visitor did on a page the
// server drew before this script took it over: the buttons pressed and the fields changed.

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

export interface EarlyInput {
  pressed: HTMLButtonElement[];
  /** Each field changed, with its last value (or checked state, for a box or a radio). */
  changed: Map<Field, string | boolean>;
}

declare global {
  interface Window {
    /** Stops keeping input and gives what was kept (index.html). */
    __earlyInput?: () => EarlyInput;
  }
}

/** Called as React starts listening: from then on, React itself replays what it has not drawn. */
export function takeEarlyInput(): EarlyInput {
  return window.__earlyInput?.() ?? { pressed: [], changed: new Map() };
}

const isBox = (field: Field): field is HTMLInputElement =>
  field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');

/**
 * Tells React about a field the visitor changed before it was listening. React reports a change
 * only when the field's value differs from the last one it saw, and it saw the visitor's when it
 * took the page over: so the field is first set to something else through its own property
 * (which React watches), then given the visitor's value back the way a person would, by a click
 * for a box and through the element's own setter and an input event otherwise.
 */
function changeAgain(field: Field, value: string | boolean) {
  if (isBox(field)) {
    field.checked = !value;
    field.click();
    return;
  }
  const visitors = String(value);
  field.value = visitors === '' ? ' ' : '';
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(
    field,
    visitors,
  );
  field.dispatchEvent(
    new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }),
  );
}

/**
 * Once the page is live: the fields changed, then, once React has drawn what they changed (a
 * handler reads the state they set), the buttons pressed. What React drew anew (no longer in
 * the page) is skipped. Takes everything out of `early`, so a second call does nothing.
 */
export function replayEarlyInput(early: EarlyInput): void {
  const changed = [...early.changed];
  const pressed = early.pressed.splice(0);
  early.changed.clear();
  for (const [field, value] of changed) if (field.isConnected) changeAgain(field, value);
  const press = () => {
    for (const button of pressed) if (button.isConnected) button.click();
  };
  if (changed.length === 0) press();
  else setTimeout(press);
}
