import { PASSWORD_MIN, passwordChecks } from '@ic/domain';
import styled from 'styled-components';
import { useT } from '../i18n';
import { Icon } from '../Icon';
import { vars } from '../theme';

export type PasswordRulesProps = {
  /** The password as typed: each rule is ticked once it is met. */
  password: string;
  id?: string;
  className?: string;
};

const List = styled.ul`
  display: grid;
  gap: ${vars.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${vars.fontSize.sm};
  color: ${vars.color.muted};

  & li {
    display: flex;
    align-items: center;
    gap: ${vars.space[2]};
  }
  & li[data-met] {
    color: ${vars.color.success};
    font-weight: ${vars.fontWeight.bold};
  }
`;

const Hidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;

/**
 * The new-password rule shown from the start (the domain's checks), each part ticked as it is
 * met, so nobody learns the rule only from an error.
 */
export function PasswordRules({ password, id, className }: PasswordRulesProps) {
  const t = useT();
  return (
    <List
      id={id}
      className={className}
      aria-label={t('account.password.rules')}
      data-slot="password-rules"
    >
      {passwordChecks(password).map((check) => (
        <li key={check.id} data-met={check.met ? '' : undefined}>
          <Icon name={check.met ? 'check-circle' : 'circle'} size="sm" />
          {t(`account.password.rule.${check.id}`, { min: PASSWORD_MIN })}
          <Hidden> {check.met ? t('account.password.done') : t('account.password.notYet')}</Hidden>
        </li>
      ))}
    </List>
  );
}
