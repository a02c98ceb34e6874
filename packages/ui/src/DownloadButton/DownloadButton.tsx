import { cva } from 'class-variance-authority';
import styled from 'styled-components';
import { useT } from '../i18n';
import { Icon, type IconName } from '../Icon';
import { vars } from '../theme';
import { variantClasses } from '../utils/variants';

/** not saved, saving n of m, saved, failed (try again), locked (this reader may not save it). */
export const DOWNLOAD_STATES = ['idle', 'saving', 'saved', 'failed', 'locked'] as const;
export type DownloadState = (typeof DOWNLOAD_STATES)[number];

export const downloadButtonVariants = cva('', {
  variants: { state: variantClasses('state', DOWNLOAD_STATES) },
  defaultVariants: { state: 'idle' },
});

export type DownloadButtonProps = {
  state: DownloadState;
  /** Pages saved so far and in all, while saving. */
  done?: number;
  total?: number;
  /** The chapter it saves, in its accessible name where several share a screen (a list). */
  subject?: string;
  /** Why a locked chapter cannot be saved (e.g. sign in first). */
  lockedReason?: string;
  /** Not saved or failed: save it. */
  onSave: () => void;
  /** Saved: remove it from this device. */
  onRemove: () => void;
  className?: string;
};

const Root = styled.button`
  display: inline-flex;
  flex: none;
  align-items: center;
  gap: ${vars.space[1]};
  min-height: ${vars.size.controlSm};
  padding: 0 ${vars.space[3]};
  border: ${vars.size.borderThin} solid ${vars.color.border};
  border-radius: ${vars.radius.pill};
  background: ${vars.color.surface};
  color: ${vars.color.ink};
  font: inherit;
  font-size: ${vars.fontSize.sm};
  font-weight: ${vars.fontWeight.bold};
  cursor: pointer;

  &:hover:not(:disabled) {
    background: ${vars.color.surfaceAlt};
  }
  &.state-saving {
    cursor: progress;
  }
  &.state-saved {
    background: ${vars.color.secondary};
    color: ${vars.color.onSecondary};
  }
  &.state-failed {
    background: ${vars.color.dangerSurface};
    color: ${vars.color.danger};
  }
  &:disabled {
    background: ${vars.color.disabled};
    color: ${vars.color.onDisabled};
    border-color: transparent;
    cursor: not-allowed;
  }
  & [data-slot='count'] {
    font-variant-numeric: tabular-nums;
  }
`;

type Look = { icon: IconName; short: string; label: string };

function lookOf(
  t: ReturnType<typeof useT>,
  { state, done = 0, total = 0, lockedReason }: DownloadButtonProps,
): Look {
  switch (state) {
    case 'saving':
      return {
        icon: 'download',
        short: t('comics.download.progress', { done, total }),
        label: t('comics.download.saving', { done, total }),
      };
    case 'saved':
      return {
        icon: 'check-circle',
        short: t('comics.download.savedShort'),
        label: `${t('comics.download.saved')}. ${t('comics.download.remove')}`,
      };
    case 'failed':
      return {
        icon: 'alert',
        short: t('comics.download.retryShort'),
        label: t('comics.download.retry'),
      };
    case 'locked':
      return {
        icon: 'lock',
        short: t('comics.download.saveShort'),
        label: lockedReason ?? t('comics.download.locked'),
      };
    default:
      return {
        icon: 'download',
        short: t('comics.download.saveShort'),
        label: t('comics.download.save'),
      };
  }
}

/**
 * "Save for offline" in the reader's header and beside each chapter of a list: a short word
 * beside the icon (the header is narrow on a phone), the whole state in its accessible name
 * (and the chapter, in a list), and a polite status announcing progress. Saved, it is pressed,
 * and pressing it again removes the download.
 */
export function DownloadButton(props: DownloadButtonProps) {
  const { state, onSave, onRemove, subject, className } = props;
  const t = useT();
  const { icon, short, label } = lookOf(t, props);
  const busy = state === 'saving';
  return (
    <>
      <Root
        type="button"
        className={downloadButtonVariants({ state, className })}
        aria-label={subject ? `${label}: ${subject}` : label}
        aria-pressed={state === 'saved'}
        aria-busy={busy || undefined}
        disabled={state === 'locked'}
        onClick={() => {
          if (busy) return;
          if (state === 'saved') onRemove();
          else onSave();
        }}
      >
        <Icon name={icon} size="sm" />
        <span data-slot={busy ? 'count' : 'short'} aria-hidden="true">
          {short}
        </span>
      </Root>
      <span role="status" className="ic-visually-hidden">
        {state === 'saved'
          ? t('comics.download.saved')
          : state === 'failed'
            ? t('comics.download.failed')
            : ''}
      </span>
    </>
  );
}
