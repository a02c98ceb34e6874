import { useState } from 'react';
import styled from 'styled-components';
import { useT } from '../i18n';
import { Icon } from '../Icon';
import { TextField, type TextFieldProps } from '../TextField';
import { vars } from '../theme';

export type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'end'> & {
  /** Starts with the password shown. */
  defaultVisible?: boolean;
};

const Toggle = styled.button`
  display: inline-grid;
  place-items: center;
  flex: none;
  width: ${vars.size.controlSm};
  height: ${vars.size.controlSm};
  margin-right: calc(-1 * ${vars.space[2]});
  padding: 0;
  border: 0;
  border-radius: ${vars.radius.pill};
  background: transparent;
  color: ${vars.color.ink};
  cursor: pointer;

  &:hover:not(:disabled) {
    background: ${vars.color.surfaceAlt};
  }
  &:disabled {
    cursor: not-allowed;
    color: ${vars.color.onDisabled};
  }
`;

/** A TextField for passwords with a show/hide toggle (aria-pressed) inside its box. */
export function PasswordField({ defaultVisible = false, disabled, ...rest }: PasswordFieldProps) {
  const [visible, setVisible] = useState(defaultVisible);
  const t = useT();
  return (
    <TextField
      {...rest}
      disabled={disabled}
      type={visible ? 'text' : 'password'}
      autoComplete={rest.autoComplete ?? 'current-password'}
      spellCheck={false}
      end={
        <Toggle
          type="button"
          aria-pressed={visible}
          aria-label={t(visible ? 'shell.password.hide' : 'shell.password.show')}
          disabled={disabled}
          // Keeps focus (and the caret) in the input when clicked, so a click is not a blur.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => setVisible((value) => !value)}
        >
          <Icon name={visible ? 'eye-off' : 'eye'} />
        </Toggle>
      }
    />
  );
}
