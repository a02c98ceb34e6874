import * as RadixTabs from '@radix-ui/react-tabs';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { vars } from '../theme';

export type TabItem = {
  value: string;
  label: ReactNode;
  content: ReactNode;
  disabled?: boolean;
};

export type TabsProps = {
  /** Names the tab list for screen readers. */
  label: string;
  items: readonly TabItem[];
  value?: string;
  /** Defaults to the first item. */
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  className?: string;
};

const Root = styled(RadixTabs.Root)`
  display: grid;
  gap: ${vars.space[4]};

  & [data-slot='tabs-list'] {
    display: flex;
    gap: ${vars.space[2]};
    overflow-x: auto;
    padding: ${vars.space[1]};
    border-bottom: ${vars.size.border} solid ${vars.color.border};
  }
  & [data-slot='tabs-trigger'] {
    flex: none;
    min-height: ${vars.size.controlSm};
    padding: 0 ${vars.space[4]};
    border: ${vars.size.borderThin} solid transparent;
    border-radius: ${vars.radius.md} ${vars.radius.md} 0 0;
    background: transparent;
    color: ${vars.color.ink};
    font-family: ${vars.font.display};
    font-size: ${vars.fontSize.lg};
    letter-spacing: ${vars.letterSpacing.display};
    cursor: pointer;
  }
  & [data-slot='tabs-trigger']:hover:not(:disabled) {
    background: ${vars.color.surfaceAlt};
  }
  & [data-slot='tabs-trigger'][data-state='active'] {
    background: ${vars.color.secondary};
    color: ${vars.color.onSecondary};
    border-color: ${vars.color.border};
  }
  & [data-slot='tabs-trigger']:disabled {
    color: ${vars.color.onDisabled};
    cursor: not-allowed;
  }
  & [data-slot='tabs-panel'][data-state='active'] {
    animation: ic-tabs-fade ${vars.motion.fade} ${vars.motion.easing};
  }
  @keyframes ic-tabs-fade {
    from {
      opacity: 0;
    }
  }
`;

/**
 * Tabs (Radix): arrow keys move between tabs and select them, Home/End jump, Tab goes into the
 * panel. Styled by Radix's data-state.
 */
export function Tabs({ label, items, value, defaultValue, onValueChange, className }: TabsProps) {
  return (
    <Root
      className={className}
      value={value}
      defaultValue={defaultValue ?? items[0]?.value}
      onValueChange={onValueChange}
    >
      <RadixTabs.List data-slot="tabs-list" aria-label={label}>
        {items.map((item) => (
          <RadixTabs.Trigger
            key={item.value}
            value={item.value}
            disabled={item.disabled}
            data-slot="tabs-trigger"
          >
            {item.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {items.map((item) => (
        <RadixTabs.Content key={item.value} value={item.value} data-slot="tabs-panel">
          {item.content}
        </RadixTabs.Content>
      ))}
    </Root>
  );
}
