import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '../Button';
import { useT } from '../i18n';
import { Icon } from '../Icon';
import { vars } from '../theme';

/** Its words in English; the screen shows them in the reader's language (the shell's catalogue). */
export const OFFLINE_TEXT = {
  title: 'You are offline',
  body: 'Our heroes can’t reach you without a signal. Check your Wi-Fi or mobile data; this page comes back by itself as soon as you are online.',
  retry: 'Try again',
} as const;

export type OfflineScreenProps = {
  /** Called by the retry button, e.g. to re-check the connection. */
  onRetry?: () => void;
  /** Shows the retry button busy while a check runs. */
  retrying?: boolean;
  /** What can still be done offline: the chapters saved for reading (an OfflineLibrary). */
  library?: ReactNode;
  className?: string;
};

const Root = styled.main`
  display: grid;
  place-items: center;
  min-height: 100vh;
  min-height: 100dvh;
  padding: ${vars.space[6]} ${vars.space[4]};
  background: ${vars.color.surfaceInverse};
  color: ${vars.color.textInverse};
  text-align: center;

  & [data-slot='card'] {
    display: grid;
    justify-items: center;
    gap: ${vars.space[4]};
    max-width: ${vars.size.prose};
  }
  & [data-slot='icon'] {
    display: grid;
    place-items: center;
    width: ${vars.size.avatarLg};
    height: ${vars.size.avatarLg};
    background: ${vars.color.secondary};
    color: ${vars.color.onSecondary};
    border: ${vars.size.border} solid ${vars.color.border};
    border-radius: ${vars.radius.pill};
  }
  & [data-slot='title'] {
    font-size: ${vars.fontSize['4xl']};
  }
  & [data-slot='message'] {
    margin: 0;
    font-size: ${vars.fontSize.lg};
  }
  & [data-slot='library'] {
    width: min(100%, ${vars.size.prose});
  }
  & :focus-visible {
    outline-color: ${vars.color.secondary};
  }
`;

/** Replaces the whole app while the browser is offline; the app swaps it out when back online. */
export function OfflineScreen({
  onRetry,
  retrying = false,
  library,
  className,
}: OfflineScreenProps) {
  const t = useT();
  const titleId = useId();
  return (
    <Root aria-labelledby={titleId} className={className}>
      <div data-slot="card">
        <span data-slot="icon">
          <Icon name="wifi-off" size="xl" />
        </span>
        <div role="alert">
          <h1 id={titleId} data-slot="title">
            {t('shell.offline.title')}
          </h1>
          <p data-slot="message">{t('shell.offline.body')}</p>
        </div>
        {onRetry && (
          <Button variant="secondary" loading={retrying} onClick={onRetry}>
            {t('shell.offline.retry')}
          </Button>
        )}
        {library && <div data-slot="library">{library}</div>}
      </div>
    </Root>
  );
}
