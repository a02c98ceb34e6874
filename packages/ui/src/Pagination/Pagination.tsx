import { paginationWindow } from '@ic/domain';
import styled from 'styled-components';
import { Button } from '../Button';
import { vars } from '../theme';
import { useT } from '../i18n';

export type PaginationProps = {
  /** The current page, 1-based. */
  current: number;
  /** How many pages there are. Nothing renders below 1. */
  total: number;
  /** Called with the chosen page; never with the current page or one out of range. */
  onPageChange: (page: number) => void;
  /** The navigation landmark's name. */
  label?: string;
  className?: string;
};

const Root = styled.nav`
  [data-slot='list'] {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: center;
    gap: ${vars.space[2]};
    margin: 0;
    padding: 0;
    list-style: none;
  }

  [data-slot='page'] {
    min-width: ${vars.size.controlSm};
    padding: 0 ${vars.space[2]};
  }

  /* aria-disabled, not disabled: Prev keeps keyboard focus when it takes you to page 1. */
  && button[aria-disabled='true'],
  && button[aria-disabled='true']:hover {
    background: ${vars.color.disabled};
    color: ${vars.color.onDisabled};
    box-shadow: none;
    transform: none;
    cursor: not-allowed;
  }

  [data-slot='ellipsis'] {
    min-width: ${vars.space[6]};
    color: ${vars.color.ink};
    font-weight: ${vars.fontWeight.black};
    text-align: center;
  }
`;

/** Numbered pagination with Prev and Next: every page up to 5, otherwise a window with ellipses. */
export function Pagination({ current, total, onPageChange, label, className }: PaginationProps) {
  const t = useT();
  const items = paginationWindow(current, total);
  if (items.length === 0) return null;
  const page = Math.min(Math.max(current, 1), total);
  const go = (target: number) => {
    if (target !== page && target >= 1 && target <= total) onPageChange(target);
  };
  return (
    <Root aria-label={label ?? t('shell.pagination.label')} className={className}>
      <ul data-slot="list">
        <li>
          <Button
            variant="outline"
            size="sm"
            aria-disabled={page <= 1 || undefined}
            onClick={() => go(page - 1)}
          >
            {t('shell.pagination.previous')}
          </Button>
        </li>
        {items.map((item, index) =>
          item === 'ellipsis' ? (
            // Gaps are positional: the index keeps the two ellipses apart.
            <li key={`ellipsis-${index}`} data-slot="ellipsis">
              <span aria-hidden="true">…</span>
              <span className="ic-visually-hidden">{t('shell.pagination.morePages')}</span>
            </li>
          ) : (
            <li key={item}>
              <Button
                data-slot="page"
                variant={item === page ? 'primary' : 'outline'}
                size="sm"
                aria-label={t('shell.pagination.page', { page: item })}
                aria-current={item === page ? 'page' : undefined}
                onClick={() => go(item)}
              >
                {item}
              </Button>
            </li>
          ),
        )}
        <li>
          <Button
            variant="outline"
            size="sm"
            aria-disabled={page >= total || undefined}
            onClick={() => go(page + 1)}
          >
            {t('shell.pagination.next')}
          </Button>
        </li>
      </ul>
    </Root>
  );
}
