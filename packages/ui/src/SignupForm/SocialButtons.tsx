import styled from 'styled-components';
import { useT } from '../i18n';
import { Icon } from '../Icon';
import { vars } from '../theme';

export const SOCIAL_PROVIDERS = ['Google', 'Facebook', 'Apple'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

const Row = styled.div`
  display: flex;
  justify-content: center;
  gap: ${vars.space[4]};
`;

const SocialButton = styled.button`
  display: inline-grid;
  place-items: center;
  width: ${vars.size.control};
  height: ${vars.size.control};
  border: ${vars.size.borderThin} solid ${vars.color.border};
  border-radius: ${vars.radius.pill};
  background: ${vars.color.surface};
  color: ${vars.color.ink};
  font-weight: ${vars.fontWeight.black};
  font-size: ${vars.fontSize.lg};
  cursor: pointer;

  &:hover {
    background: ${vars.color.surfaceAlt};
  }
  &:focus-visible {
    outline: ${vars.size.focusRing} solid ${vars.color.focus};
    outline-offset: 2px;
  }
`;

const AppleSvg = styled.svg`
  width: ${vars.size.icon};
  height: ${vars.size.icon};
`;

/** The Apple mark, drawn simply: the icon set has no Apple glyph. */
function AppleMark() {
  return (
    <AppleSvg viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
      <path d="M16.4 12.6c0-2.3 1.9-3.4 2-3.5-1.1-1.6-2.8-1.8-3.4-1.8-1.4-.1-2.8.9-3.5.9s-1.8-.8-3-.8C7 7.4 5.5 8.3 4.7 9.7c-1.7 2.9-.4 7.2 1.2 9.6.8 1.2 1.7 2.4 2.9 2.4s1.6-.8 3-.8 1.8.8 3 .8 2-1.2 2.8-2.3c.9-1.3 1.2-2.6 1.3-2.7-.1 0-2.5-1-2.5-4.1zM14.1 5.8c.6-.8 1.1-1.8 1-2.8-.9 0-2 .6-2.7 1.4-.6.7-1.1 1.7-1 2.7 1 .1 2-.5 2.7-1.3z" />
    </AppleSvg>
  );
}

function Mark({ provider }: { provider: SocialProvider }) {
  if (provider === 'Facebook') return <Icon name="facebook" />;
  if (provider === 'Apple') return <AppleMark />;
  // The Google mark is its letter, not a word.
  return <span aria-hidden="true">{'G'}</span>;
}

/** Icon buttons to sign up with the given social accounts; the page decides what a click does. */
export function SocialButtons({
  providers,
  onSelect,
}: {
  providers: readonly SocialProvider[];
  onSelect: (provider: SocialProvider) => void;
}) {
  const t = useT();
  return (
    <Row role="group" aria-label={t('account.signup.social')}>
      {providers.map((provider) => (
        <SocialButton
          key={provider}
          type="button"
          aria-label={t('account.signup.socialWith', { provider })}
          onClick={() => onSelect(provider)}
        >
          <Mark provider={provider} />
        </SocialButton>
      ))}
    </Row>
  );
}

const Divider = styled.div`
  display: flex;
  align-items: center;
  gap: ${vars.space[3]};
  color: ${vars.color.muted};
  font-weight: ${vars.fontWeight.bold};

  &::before,
  &::after {
    content: '';
    flex: 1;
    border-top: ${vars.size.borderThin} solid ${vars.color.border};
  }
`;

/** The 'OR' line between the social buttons and the email form. */
export function OrDivider() {
  const t = useT();
  return <Divider>{t('account.signup.or')}</Divider>;
}
