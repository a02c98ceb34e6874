import { cva, type VariantProps } from 'class-variance-authority';
import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { Card } from '../Card';
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
