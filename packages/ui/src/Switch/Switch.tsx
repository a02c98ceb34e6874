import * as RadixSwitch from '@radix-ui/react-switch';
import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { describedBy } from '../Field';
import { vars } from '../theme';

export type SwitchProps = Omit<ComponentPropsWithRef<typeof RadixSwitch.Root>, 'children'> & {
  label: ReactNode;
  /** A line under the label, read as the switch's description. */
  description?: ReactNode;
};

const Root = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space[4]};

  & [data-slot='switch-text'] {
    display: grid;
    gap: ${vars.space[1]};
  }
  & [data-slot='switch-label'] {
    font-weight: ${vars.fontWeight.bold};
    cursor: pointer;
  }
  & [data-slot='switch-description'] {
    margin: 0;
    font-size: ${vars.fontSize.sm};
    color: ${vars.color.muted};
  }

  & [data-slot='switch'] {
    position: relative;
    flex: none;
    width: ${vars.size.controlLg};
    height: ${vars.size.avatarSm};
    padding: 0;
    border: ${vars.size.borderThin} solid ${vars.color.border};
    border-radius: ${vars.radius.pill};
    background: ${vars.color.surface};
    cursor: pointer;
    transition: background-color ${vars.motion.fast};
  }
  & [data-slot='switch'][data-state='checked'] {
    background: ${vars.color.success};
  }
  & [data-slot='switch']:disabled {
    background: ${vars.color.disabled};
    border-color: ${vars.color.onDisabled};
    cursor: not-allowed;
  }

  & [data-slot='switch-thumb'] {
    position: absolute;
    top: ${vars.space[1]};
    left: ${vars.space[1]};
    width: calc(${vars.size.avatarSm} - 2 * ${vars.size.borderThin} - 2 * ${vars.space[1]});
    height: calc(${vars.size.avatarSm} - 2 * ${vars.size.borderThin} - 2 * ${vars.space[1]});
    border-radius: ${vars.radius.pill};
    background: ${vars.color.ink};
    transition: transform ${vars.motion.fast} ${vars.motion.easing};
  }
  & [data-slot='switch-thumb'][data-state='checked'] {
    background: ${vars.color.surface};
    transform: translateX(calc(${vars.size.controlLg} - ${vars.size.avatarSm}));
  }
  &[data-disabled] [data-slot='switch-thumb'] {
    background: ${vars.color.onDisabled};
  }
  &[data-disabled] [data-slot='switch-label'] {
    cursor: not-allowed;
  }
`;

/** An on/off setting (Radix Switch: role="switch", Space and Enter toggle), named by its label. */
export function Switch({ label, description, id, className, disabled, ...rest }: SwitchProps) {
  const autoId = useId();
  const switchId = id ?? autoId;
  const descriptionId = `${switchId}-description`;
  return (
    <Root className={className} data-disabled={disabled ? '' : undefined}>
      <span data-slot="switch-text">
        <label htmlFor={switchId} data-slot="switch-label">
          {label}
        </label>
        {description && (
          <p id={descriptionId} data-slot="switch-description">
            {description}
          </p>
        )}
      </span>
      <RadixSwitch.Root
        id={switchId}
        data-slot="switch"
        disabled={disabled}
        aria-describedby={describedBy(description && descriptionId, rest['aria-describedby'])}
        {...rest}
      >
        <RadixSwitch.Thumb data-slot="switch-thumb" />
      </RadixSwitch.Root>
    </Root>
  );
}
