import { describe, expect, it } from 'vitest';
import { describedBy, fieldDataAttributes } from './fieldState';

const base = { touched: false, hasError: false, nativeValid: true };

describe('fieldDataAttributes', () => {
  it('is neutral before the first blur', () => {
    expect(fieldDataAttributes(base)).toEqual({
      'data-touched': undefined,
      'data-invalid': undefined,
      'data-valid': undefined,
      'data-readonly': undefined,
      'data-disabled': undefined,
    });
  });

  it('turns green only when touched with neither a form error nor a browser objection', () => {
    expect(fieldDataAttributes({ ...base, touched: true })['data-valid']).toBe('');
    expect(
      fieldDataAttributes({ ...base, touched: true, nativeValid: false })['data-valid'],
    ).toBeUndefined();
    expect(
      fieldDataAttributes({ ...base, touched: true, hasError: true })['data-valid'],
    ).toBeUndefined();
  });

  it('turns red for an error even before blur (a server error after submit)', () => {
    const attributes = fieldDataAttributes({ ...base, hasError: true });
    expect(attributes['data-invalid']).toBe('');
    expect(attributes['data-touched']).toBeUndefined();
  });

  it('never colours read-only or disabled fields', () => {
    for (const flags of [{ readOnly: true }, { disabled: true }]) {
      const touchedValid = fieldDataAttributes({ ...base, touched: true, ...flags });
      const withError = fieldDataAttributes({ ...base, touched: true, hasError: true, ...flags });
      expect(touchedValid['data-valid']).toBeUndefined();
      expect(withError['data-invalid']).toBeUndefined();
    }
    expect(fieldDataAttributes({ ...base, readOnly: true })['data-readonly']).toBe('');
    expect(fieldDataAttributes({ ...base, disabled: true })['data-disabled']).toBe('');
  });
});

describe('describedBy', () => {
  it('joins the ids that exist, skipping falsy and empty ones', () => {
    expect(describedBy('a-hint', undefined, false, '', null, 0, 'a-error')).toBe('a-hint a-error');
  });

  it('is undefined when nothing describes the control', () => {
    expect(describedBy(undefined, false)).toBeUndefined();
  });
});
