import type { ComponentPropsWithRef } from 'react';
import styled from 'styled-components';
import { Field, splitFieldProps, type FieldBaseProps } from '../Field';
import { vars } from '../theme';

export type FileFieldProps = Omit<ComponentPropsWithRef<'input'>, 'children' | 'type'> &
  FieldBaseProps;

const Input = styled.input`
  /* The native picker names the chosen file; only its button is dressed like ours. */
  min-width: 0;
  padding-block: ${vars.space[2]};
  font: inherit;
  font-size: ${vars.fontSize.sm};
  cursor: pointer;

  &::file-selector-button {
    margin-inline-end: ${vars.space[3]};
    padding: ${vars.space[1]} ${vars.space[3]};
    border: ${vars.size.borderThin} solid ${vars.color.border};
    border-radius: ${vars.radius.sm};
    background: ${vars.color.secondary};
    color: ${vars.color.onSecondary};
    font: inherit;
    font-weight: ${vars.fontWeight.bold};
    cursor: pointer;
  }
  &:hover::file-selector-button {
    background: ${vars.color.secondaryHover};
  }
`;

/** A labelled file picker (a CV, a picture): a Field around a native file input. */
export function FileField(props: FileFieldProps) {
  const [field, input] = splitFieldProps(props);
  return (
    <Field {...field}>
      <Input type="file" {...input} />
    </Field>
  );
}
