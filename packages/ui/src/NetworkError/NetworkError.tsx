import { useId } from 'react';
import styled from 'styled-components';
import { Button } from '../Button';
import { useT } from '../i18n';
import { media, vars } from '../theme';
import { DoodleBoard } from './DoodleBoard';

/** The tips' catalogue ids, in the order they show. */
export const CONNECTIVITY_TIPS = [
  'shell.network.tip1',
  'shell.network.tip2',
  'shell.network.tip3',
  'shell.network.tip4',
] as const;

export type NetworkErrorProps = {
  /** Called by the retry button; without it there is no button. */
  onRetry?: () => void;
  retrying?: boolean;
  className?: string;
};

const Root = styled.section`
  display: grid;
  gap: ${vars.space[8]};
  max-width: ${vars.size.content};
  margin: 0 auto;
  padding: ${vars.space[10]} ${vars.space[4]};

  & [data-slot='copy'] {
    display: grid;
    gap: ${vars.space[4]};
    align-content: start;
    justify-items: start;
  }
  & [data-slot='title'] {
    color: ${vars.color.primary};
    font-size: calc(${vars.fontSize['4xl']} * 1.5);
    -webkit-text-stroke: ${vars.size.borderThin} ${vars.color.ink};
  }
  & [data-slot='message'] {
    margin: 0;
    font-size: ${vars.fontSize.lg};
  }
  & [data-slot='tips'] {
    display: grid;
    gap: ${vars.space[2]};
    margin: 0;
    padding-left: ${vars.space[6]};
  }

  ${media.lg} {
    grid-template-columns: 2fr 3fr;
    align-items: center;
  }
`;

/** The network-error page: 'Whooops!', connectivity tips and a doodle board to pass the time. */
export function NetworkError({ onRetry, retrying = false, className }: NetworkErrorProps) {
  const titleId = useId();
  const t = useT();
  return (
    <Root aria-labelledby={titleId} className={className}>
      <div data-slot="copy">
        <h1 id={titleId} data-slot="title">
          {t('shell.network.title')}
        </h1>
        <p data-slot="message">{t('shell.network.message')}</p>
        <ul data-slot="tips" aria-label={t('shell.network.tips')}>
          {CONNECTIVITY_TIPS.map((tip) => (
            <li key={tip}>{t(tip)}</li>
          ))}
        </ul>
        {onRetry && (
          <Button loading={retrying} onClick={onRetry}>
            {t('shell.network.retry')}
          </Button>
        )}
      </div>
      <DoodleBoard />
    </Root>
  );
}
