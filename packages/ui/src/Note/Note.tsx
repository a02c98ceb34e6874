import { cva, type VariantProps } from 'class-variance-authority';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Icon, type IconName } from '../Icon';
import { vars } from '../theme';
import { variantClasses } from '../utils/variants';

export const NOTE_TONES = ['info', 'success'] as const;

export const noteVariants = cva('', {
  variants: { tone: variantClasses('tone', NOTE_TONES) },
  defaultVariants: { tone: 'info' },
});

export type NoteProps = VariantProps<typeof noteVariants> & {
  children: ReactNode;
  icon?: IconName;
  className?: string;
};

const ICONS: Record<(typeof NOTE_TONES)[number], IconName> = {
  info: 'info',
  success: 'check-circle',
};

const Root = styled.p`
  display: flex;
  align-items: flex-start;
  gap: ${vars.space[2]};
  margin: 0;
  padding: ${vars.space[3]} ${vars.space[4]};
  border: ${vars.size.borderThin} solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  color: ${vars.color.ink};
  font-weight: ${vars.fontWeight.bold};

  &.tone-info {
    background: ${vars.color.surfaceAlt};
  }
  &.tone-success {
    background: ${vars.color.successSurface};
    color: ${vars.color.success};
  }
  & [data-slot='note-icon'] {
    margin-top: 0.1em;
  }
`;

/**
 * A short remark that belongs to what it sits in, e.g. why a child cannot buy here. Unlike an
 * alert it is not announced: it is read where it stands.
 */
export function Note({ tone, icon, className, children }: NoteProps) {
  return (
    <Root role="note" className={noteVariants({ tone, className })} data-slot="note">
      <Icon name={icon ?? ICONS[tone ?? 'info']} data-slot="note-icon" />
      <span>{children}</span>
    </Root>
  );
}
