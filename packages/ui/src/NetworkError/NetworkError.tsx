import { useId } from 'react';
import styled from 'styled-components';
import { Button } from '../Button';
import { media, vars } from '../theme';
import { DoodleBoard } from './DoodleBoard';

export const NETWORK_ERROR_TITLE = 'Whooops!';
export const CONNECTIVITY_TIPS = [
  'Check that Wi-Fi or mobile data is switched on.',
  'Move closer to your router, or switch aeroplane mode off and on again.',
  'Close a few tabs or downloads that may be hogging the connection.',
  'Wait a moment and try again: our servers may be catching their breath.',
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
  return (
    <Root aria-labelledby={titleId} className={className}>
      <div data-slot="copy">
        <h1 id={titleId} data-slot="title">
          {NETWORK_ERROR_TITLE}
        </h1>
        <p data-slot="message">
          We couldn’t reach our servers. While the signal finds its way back, try these:
        </p>
        <ul data-slot="tips" aria-label="Connection tips">
          {CONNECTIVITY_TIPS.map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ul>
        {onRetry && (
          <Button loading={retrying} onClick={onRetry}>
            Try again
          </Button>
        )}
      </div>
      <DoodleBoard />
    </Root>
  );
}
