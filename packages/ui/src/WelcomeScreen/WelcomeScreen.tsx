import { Trans } from '@lingui/react';
import styled from 'styled-components';
import { Card } from '../Card';
import { Icon, type IconName } from '../Icon';
import { Grid, Stack } from '../Layout';
import { TextLink } from '../TextLink';
import { useT } from '../i18n';
import { vars } from '../theme';

export type WelcomeTile = { title: string; description: string; icon: IconName; href: string };

export type WelcomeScreenProps = {
  /** Who is greeted: the reader's first name (a random username is no greeting). */
  firstName: string;
  /** Shown under the greeting, since it is how others will see them. */
  username: string;
  /** The four places to start from. */
  tiles: readonly WelcomeTile[];
  skipHref: string;
  headingLevel?: 'h1' | 'h2';
};

const Tile = styled.div`
  display: grid;
  gap: ${vars.space[2]};
  padding: ${vars.space[4]};

  & [data-slot='welcome-icon'] {
    width: ${vars.size.icon};
    height: ${vars.size.icon};
    color: ${vars.color.primary};
  }
  & h3 {
    margin: 0;
    font-family: ${vars.font.display};
    letter-spacing: ${vars.letterSpacing.display};
    font-size: ${vars.fontSize.xl};
  }
  & p {
    margin: 0;
    color: ${vars.color.muted};
  }
`;

const Item = styled.li`
  display: grid;
  list-style: none;
`;

const Username = styled.p`
  margin: 0;
  color: ${vars.color.muted};
  overflow-wrap: anywhere;
`;

const Title = styled.h2`
  margin: 0;
  font-family: ${vars.font.display};
  letter-spacing: ${vars.letterSpacing.display};
  font-size: ${vars.fontSize['3xl']};
  overflow-wrap: anywhere;
`;

/** The signup's last screen: a welcome by first name, the username, four places to go and SKIP. */
export function WelcomeScreen({
  firstName,
  username,
  tiles,
  skipHref,
  headingLevel = 'h2',
}: WelcomeScreenProps) {
  const t = useT();
  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <Title as={headingLevel}>{t('account.welcome.greeting', { firstName })}</Title>
        <Username>
          <Trans
            id="account.welcome.username"
            values={{ username }}
            components={{ 0: <strong /> }}
          />
        </Username>
      </Stack>
      <Grid min="sm" gap="md" as="ul" aria-label={t('account.welcome.tiles')}>
        {tiles.map((tile) => (
          <Item key={tile.title}>
            <Card href={tile.href} tone="paper" padding="none">
              <Tile>
                <Icon name={tile.icon} data-slot="welcome-icon" />
                <h3>{tile.title}</h3>
                <p>{tile.description}</p>
              </Tile>
            </Card>
          </Item>
        ))}
      </Grid>
      <Stack direction="row" justify="end">
        <TextLink href={skipHref} variant="button">
          {t('account.welcome.skip')}
        </TextLink>
      </Stack>
    </Stack>
  );
}
