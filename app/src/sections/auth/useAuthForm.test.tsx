import { loginSchema, MESSAGES } from '@ic/domain';
import type { ChangeEvent } from 'react';
import { describe, expect, it } from 'vitest';
import { renderHook } from 'vitest-browser-react';
import { useAuthForm } from './useAuthForm';

const change = (value: string) => ({ target: { value } }) as ChangeEvent<HTMLInputElement>;
const render = () => renderHook(() => useAuthForm(loginSchema, { email: '', password: '' }));

describe('useAuthForm', () => {
  it('shows no message before a field is left or the form submitted', async () => {
    const { result } = await render();
    expect(result.current.field('email')).toMatchObject({ touched: false, error: undefined });
  });

  it("shows a field's message once it has been left", async () => {
    const { result } = await render();
    result.current.field('email').onChange(change('reader@example'));
    result.current.field('email').onBlur();
    await expect.poll(() => result.current.field('email').error).toBe(MESSAGES.invalidEmail);
    expect(result.current.field('email').touched).toBe(true);
    expect(result.current.field('password').error).toBeUndefined();
  });

  it('shows every message after a failed submit, which answers null', async () => {
    const { result } = await render();
    expect(result.current.submit()).toBeNull();
    await expect.poll(() => result.current.field('email').error).toBe(MESSAGES.emailRequired);
    expect(result.current.field('password').error).toBe(MESSAGES.passwordRequired);
  });

  it('answers the parsed values (email lower-cased) when valid', async () => {
    const { result } = await render();
    result.current.field('email').onChange(change(' Reader@Example.IN '));
    result.current.field('password').onChange(change('Secret#1'));
    await expect.poll(() => result.current.field('password').value).toBe('Secret#1');
    expect(result.current.submit()).toEqual({ email: 'reader@example.in', password: 'Secret#1' });
  });
});
