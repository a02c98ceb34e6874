import { Trans } from '@lingui/react';
import styled from 'styled-components';
import { Card, CardTitle } from '../Card';
import { Icon } from '../Icon';
import { Stack } from '../Layout';
import { TextLink } from '../TextLink';
import { useT } from '../i18n';
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
  const t = useT();
  return (
    <Root tone="paper" role="status">
      <Icon name="mail" data-slot="icon" />
      <CardTitle as={Heading}>{t('account.consent.title')}</CardTitle>
      <ol data-slot="steps">
        <li>
          <Trans
            id="account.consent.emailed"
            values={{ email: guardianEmail }}
            components={{ 0: <strong data-slot="email" /> }}
          />
        </li>
        <li>{t('account.consent.active')}</li>
        <li>{t('account.consent.expires', { days: linkValidDays })}</li>
      </ol>
      <Stack direction="row">
        <p data-slot="login">
          <Trans id="account.consent.login" components={{ 0: <TextLink href={loginHref} /> }} />
        </p>
      </Stack>
    </Root>
  );
}
