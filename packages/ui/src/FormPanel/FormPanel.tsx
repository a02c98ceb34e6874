import { cva, type VariantProps } from 'class-variance-authority';
import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { Card } from '../Card';
import { Icon } from '../Icon';
import { media, vars } from '../theme';
import { variantClasses } from '../utils/variants';

export const FORM_PANEL_PADDINGS = ['md', 'responsive'] as const;
export const FORM_PANEL_GAPS = ['md', 'lg'] as const;
export const FORM_ACTIONS_LAYOUTS = ['row', 'stack'] as const;

export const formPanelVariants = cva('', {
  variants: {
    /** 'responsive' grows from the phone's padding to a roomier one from the md breakpoint. */
    padding: variantClasses('padding', FORM_PANEL_PADDINGS),
    gap: variantClasses('gap', FORM_PANEL_GAPS),
  },
  defaultVariants: { padding: 'responsive', gap: 'md' },
});

export const formActionsVariants = cva('', {
  variants: { layout: variantClasses('layout', FORM_ACTIONS_LAYOUTS) },
  defaultVariants: { layout: 'row' },
});

export type FormPanelProps = Omit<ComponentPropsWithRef<'form'>, 'title'> &
  VariantProps<typeof formPanelVariants> & {
    /** The panel's heading, which also names the form. */
    title: ReactNode;
    headingLevel?: 'h2' | 'h3';
  };

export type FormActionsProps = VariantProps<typeof formActionsVariants> & {
  children: ReactNode;
  className?: string;
};

const Body = styled.form`
  display: grid;

  &.gap-md {
    gap: ${vars.space[4]};
  }
  &.gap-lg {
    gap: ${vars.space[5]};
  }
  &.padding-md,
  &.padding-responsive {
    padding: ${vars.space[5]};
  }
  ${media.md} {
    &.padding-responsive {
      padding: ${vars.space[8]};
    }
  }

  & [data-slot='form-panel-title'] {
    font-size: ${vars.fontSize['2xl']};
  }
`;

const Actions = styled.div`
  gap: ${vars.space[3]};

  &.layout-row {
    display: flex;
    flex-wrap: wrap;
  }
  &.layout-stack {
    display: grid;
  }
`;

const Group = styled.fieldset`
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
`;

const Legend = styled.legend`
  margin-bottom: ${vars.space[2]};
  padding: 0;
  font-weight: ${vars.fontWeight.bold};
`;

const Alert = styled.p`
  display: flex;
  align-items: center;
  gap: ${vars.space[2]};
  margin: 0;
  padding: ${vars.space[3]};
  border-radius: ${vars.radius.md};
  background: ${vars.color.dangerSurface};
  color: ${vars.color.danger};
  font-weight: ${vars.fontWeight.bold};

  &:empty {
    display: none;
  }
`;

/**
 * A form on a comic panel (Card): its heading names the form, the browser's own validation is
 * off (the form's schema gives the messages), and the fields stack with one gap.
 */
export function FormPanel({
  title,
  headingLevel: Heading = 'h2',
  padding,
  gap,
  className,
  children,
  ...form
}: FormPanelProps) {
  const titleId = useId();
  return (
    <Card padding="none" className={className}>
      <Body
        className={formPanelVariants({ padding, gap })}
        aria-labelledby={titleId}
        noValidate
        {...form}
      >
        <Heading id={titleId} data-slot="form-panel-title">
          {title}
        </Heading>
        {children}
      </Body>
    </Card>
  );
}

/** The buttons of a form: side by side and wrapping, or stacked at full width. */
export function FormActions({ layout, className, children }: FormActionsProps) {
  return (
    <Actions data-slot="form-actions" className={formActionsVariants({ layout, className })}>
      {children}
    </Actions>
  );
}

/** A group of choices under one legend (how to give, which UPI app), without a fieldset's frame. */
export function FormGroup({ legend, children }: { legend: ReactNode; children: ReactNode }) {
  return (
    <Group data-slot="form-group">
      <Legend>{legend}</Legend>
      {children}
    </Group>
  );
}

/**
 * A message about the whole form (a refused amount, a failed send), announced as an alert.
 * Empty, it takes no room, so it can wait in the form for its message.
 */
export function FormAlert({ children }: { children?: ReactNode }) {
  return (
    <Alert role="alert" data-slot="form-alert">
      {children && <Icon name="alert" size="sm" />}
      {children}
    </Alert>
  );
}
