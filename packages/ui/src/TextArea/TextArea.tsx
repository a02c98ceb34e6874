import type { ComponentPropsWithRef } from 'react';
import styled from 'styled-components';
import { Field, splitFieldProps, type FieldBaseProps } from '../Field';
import { vars } from '../theme';

export type TextAreaProps = Omit<ComponentPropsWithRef<'textarea'>, 'children'> & FieldBaseProps;

const NativeTextArea = styled.textarea`
  min-height: 8rem;
  padding: ${vars.space[2]} 0;
  line-height: ${vars.lineHeight.normal};
  resize: vertical;
`;

/** A labelled multi-line text field: a Field around a textarea. */
export function TextArea(props: TextAreaProps) {
  const [field, textarea] = splitFieldProps(props);
  return (
    <Field {...field}>
      <NativeTextArea {...textarea} />
    </Field>
  );
}
