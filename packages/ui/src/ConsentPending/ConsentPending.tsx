import styled from 'styled-components';
import { Card, CardTitle } from '../Card';
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

const Root = styled(Card)`
  display: grid;
  gap: ${vars.space[4]};
  padding: ${vars.space[6]};

  & [data-slot='icon'] {
    width: ${vars.size.control};
    height: ${vars.size.control};
    color: ${vars.color.accent};
  }
  & [data-slot='steps'] {
    display: grid;
    gap: ${vars.space[2]};
    margin: 0;
    padding-left: ${vars.space[6]};
  }
  & [data-slot='login'] {
    margin: 0;
  }
  & [data-slot='email'] {
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
    <Root tone="paper" role="status">
      <Icon name="mail" data-slot="icon" />
      <CardTitle as={Heading}>Ask your parent or guardian to check their email</CardTitle>
      <ol data-slot="steps">
        <li>
          We have emailed <strong data-slot="email">{guardianEmail}</strong> a link to approve your
          account.
        </li>
        <li>Your account becomes active as soon as they approve it, and we email you to say so.</li>
        <li>
          The link works for {linkValidDays} days. Without an answer by then, the signup is removed
          and you can start again.
        </li>
      </ol>
      <Stack direction="row">
        <p data-slot="login">
          Once approved, you can <TextLink href={loginHref}>log in</TextLink>.
        </p>
      </Stack>
    </Root>
  );
}
