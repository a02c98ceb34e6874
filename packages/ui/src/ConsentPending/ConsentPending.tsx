import styled from 'styled-components';
import { Icon } from '../Icon';
import { Stack } from '../Layout';
import { TextLink } from '../TextLink';
import { vars } from '../theme';

export type ConsentPendingProps = {
  guardianEmail: string;
  /** How long the guardian's link stays valid. */
  linkValidDays: number;
  loginHref: string;
  headingLevel?: 'h1' | 'h2';
};

const Root = styled.div`
  display: grid;
  gap: ${vars.space[4]};
  padding: ${vars.space[6]};
  border: ${vars.size.border} solid ${vars.color.border};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.paper};
  box-shadow: ${vars.shadow.comic};

  & .ic-consent-icon {
    width: ${vars.size.control};
    height: ${vars.size.control};
    color: ${vars.color.accent};
  }
  & .ic-consent-title {
    margin: 0;
    font-family: ${vars.font.display};
    letter-spacing: ${vars.letterSpacing.display};
    font-size: ${vars.fontSize['2xl']};
  }
  & ol {
    display: grid;
    gap: ${vars.space[2]};
    margin: 0;
    padding-left: ${vars.space[6]};
  }
  & p {
    margin: 0;
  }
  & strong {
    overflow-wrap: anywhere;
  }
`;

/** What an under-18 signup sees: the account waits for a parent or guardian to approve it. */
export function ConsentPending({
  guardianEmail,
  linkValidDays,
  loginHref,
  headingLevel: Heading = 'h2',
}: ConsentPendingProps) {
  return (
    <Root role="status">
      <Icon name="mail" className="ic-consent-icon" />
      <Heading className="ic-consent-title">
        Ask your parent or guardian to check their email
      </Heading>
      <ol>
        <li>
          We have emailed <strong>{guardianEmail}</strong> a link to approve your account.
        </li>
        <li>Your account becomes active as soon as they approve it, and we email you to say so.</li>
        <li>
          The link works for {linkValidDays} days. Without an answer by then, the signup is removed
          and you can start again.
        </li>
      </ol>
      <Stack direction="row">
        <p>
          Once approved, you can <TextLink href={loginHref}>log in</TextLink>.
        </p>
      </Stack>
    </Root>
  );
}
