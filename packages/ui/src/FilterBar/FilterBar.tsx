import { cva, type VariantProps } from 'class-variance-authority';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '../Button';
import { useT } from '../i18n';
import { Select, type SelectOption } from '../Select';
import { media, vars } from '../theme';
import { variantClasses } from '../utils/variants';

/** One filter: the empty value means "any", and is what clearing sets. */
export type Filter = {
  name: string;
  label: string;
  /** pills: a few choices shown at once (each a toggle button); select: a longer list. */
  kind: 'pills' | 'select';
  /** The choices, the "any" one (value '') first. */
  options: readonly SelectOption[];
  value: string;
};

export const FILTER_BAR_LAYOUTS = ['row', 'stack'] as const;

export const filterBarVariants = cva('', {
  variants: { layout: variantClasses('layout', FILTER_BAR_LAYOUTS) },
  defaultVariants: { layout: 'row' },
});

export type FilterBarProps = VariantProps<typeof filterBarVariants> & {
  /** The group's accessible name, e.g. 'Filter characters'. */
  label: string;
  filters: readonly Filter[];
  /** Called with the filter's name and the chosen value ('' for any). */
  onChange: (name: string, value: string) => void;
  /** Shown while any filter is set: puts every filter back to any. */
  onClear?: () => void;
  /** What the filters leave, e.g. '162 characters'; announced politely when it changes. Left out
   * when the page says it elsewhere. */
  status?: ReactNode;
  className?: string;
};

const Root = styled.div`
  display: grid;
  gap: ${vars.space[4]};
  align-items: end;

  ${media.md} {
    &.layout-row {
      grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
    }
    &.layout-row [data-slot='pills'] {
      grid-column: 1 / -1;
    }
  }

  & [data-slot='pills'] {
    margin: 0;
    padding: 0;
    border: 0;
    min-width: 0;
  }
  & [data-slot='pills'] legend {
    padding: 0;
    margin-bottom: ${vars.space[2]};
    font-weight: ${vars.fontWeight.bold};
  }
  & [data-slot='pill-list'] {
    display: flex;
    flex-wrap: wrap;
    gap: ${vars.space[2]};
  }
  & [data-slot='pill'] {
    min-height: ${vars.size.controlSm};
    padding: 0 ${vars.space[3]};
    border: ${vars.size.borderThin} solid ${vars.color.border};
    border-radius: ${vars.radius.pill};
    background: ${vars.color.surface};
    color: ${vars.color.ink};
    font: inherit;
    font-weight: ${vars.fontWeight.bold};
    cursor: pointer;
  }
  & [data-slot='pill']:hover {
    background: ${vars.color.surfaceAlt};
  }
  & [data-slot='pill'][aria-pressed='true'] {
    border-color: ${vars.color.primary};
    background: ${vars.color.primary};
    color: ${vars.color.onPrimary};
  }
  & [data-slot='footer'] {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${vars.space[3]};
    grid-column: 1 / -1;
  }
  & [data-slot='status'] {
    margin: 0;
    color: ${vars.color.muted};
    font-weight: ${vars.fontWeight.bold};
  }
`;

function Pills({ filter, onChange }: { filter: Filter; onChange: FilterBarProps['onChange'] }) {
  return (
    <fieldset data-slot="pills">
      <legend>{filter.label}</legend>
      <div data-slot="pill-list">
        {filter.options.map((option) => (
          <button
            key={option.value}
            type="button"
            data-slot="pill"
            aria-pressed={option.value === filter.value}
            onClick={() => onChange(filter.name, option.value)}
          >
            {option.label}
          </button>
        ))}
      </div>
    </fieldset>
  );
}

/** The button's words, in the screen's language. */
function ClearLabel() {
  const t = useT();
  return <>{t('shell.filters.clear')}</>;
}

/**
 * A list's filters: short choices as pills (toggle buttons), long ones as selects, a line saying
 * what the list holds, and a button that clears them all while any is set.
 */
export function FilterBar({
  label,
  filters,
  onChange,
  onClear,
  status,
  layout,
  className,
}: FilterBarProps) {
  const active = filters.some((filter) => filter.value !== '');
  return (
    <Root
      role="group"
      aria-label={label}
      data-slot="filter-bar"
      className={filterBarVariants({ layout, className })}
    >
      {filters.map((filter) =>
        filter.kind === 'pills' ? (
          <Pills key={filter.name} filter={filter} onChange={onChange} />
        ) : (
          <Select
            key={filter.name}
            label={filter.label}
            options={filter.options}
            touched={false}
            value={filter.value}
            onChange={(event) => onChange(filter.name, event.target.value)}
          />
        ),
      )}
      <div data-slot="footer">
        {status !== undefined && (
          <p role="status" data-slot="status">
            {status}
          </p>
        )}
        {onClear && active && (
          <Button variant="secondary" size="sm" onClick={onClear}>
            <ClearLabel />
          </Button>
        )}
      </div>
    </Root>
  );
}
