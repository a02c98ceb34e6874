import { useId, useState } from 'react';
import styled from 'styled-components';
import { Button } from '../Button';
import { Card, CardDescription, CardFooter, CardTitle } from '../Card';
import { Icon } from '../Icon';
import { TextLink } from '../TextLink';
import { useFormat, useT } from '../i18n';
import { vars } from '../theme';

export type MemberCodeProps = {
  /** The shop's member code, e.g. 'ICU-7QK2M9TD'. */
  code: string;
  /** When the membership (and so the code) ends; ISO. */
  validUntil?: string | null;
  /** The external shop, where the code unlocks member-only merchandise; without it, no link. */
  shopHref?: string;
  /** Puts the code on the clipboard; the browser's clipboard unless a story gives another. */
  copy?: (text: string) => Promise<void>;
  title?: string;
  className?: string;
};

type CopyState = 'idle' | 'copied' | 'failed';

const Root = styled(Card)`
  display: grid;
  gap: ${vars.space[3]};

  & [data-slot='member-code'] {
    justify-self: start;
    margin: 0;
    padding: ${vars.space[2]} ${vars.space[4]};
    border: ${vars.size.borderThin} dashed ${vars.color.border};
    border-radius: ${vars.radius.md};
    background: ${vars.color.surface};
    font-family: ${vars.font.display};
    font-size: ${vars.fontSize['2xl']};
    letter-spacing: ${vars.letterSpacing.display};
    overflow-wrap: anywhere;
    user-select: all;
  }
  & [data-slot='member-code-status'] {
    display: flex;
    align-items: center;
    gap: ${vars.space[1]};
    margin: 0;
    font-weight: ${vars.fontWeight.bold};
  }
  & [data-slot='member-code-status']:empty {
    display: none;
  }
  & [data-slot='member-code-status'][data-state='copied'] {
    color: ${vars.color.success};
  }
  & [data-slot='member-code-status'][data-state='failed'] {
    color: ${vars.color.danger};
  }
`;

const clipboard = (text: string) => navigator.clipboard.writeText(text);

/**
 * A member's code for the shop's member-only merchandise, shown only while the membership
 * runs: the code to copy, until when it works, and the way to the shop.
 */
export function MemberCode({
  code,
  validUntil,
  shopHref,
  copy = clipboard,
  title,
  className,
}: MemberCodeProps) {
  const titleId = useId();
  const t = useT();
  const format = useFormat();
  const [state, setState] = useState<CopyState>('idle');
  const copyCode = async () => {
    try {
      await copy(code);
      setState('copied');
    } catch {
      setState('failed');
    }
  };
  const until = validUntil ? format.date(validUntil) : '';
  return (
    <Root forwardedAs="section" tone="alt" aria-labelledby={titleId} className={className}>
      <CardTitle as="h2" size="md" id={titleId}>
        {title ?? t('account.memberCode.title')}
      </CardTitle>
      <CardDescription>
        {until ? t('account.memberCode.unlocksUntil', { until }) : t('account.memberCode.unlocks')}
      </CardDescription>
      <p data-slot="member-code">{code}</p>
      <p role="status" data-slot="member-code-status" data-state={state}>
        {state !== 'idle' && (
          <>
            <Icon name={state === 'copied' ? 'check-circle' : 'alert'} size="sm" />
            {t(`account.memberCode.${state}`)}
          </>
        )}
      </p>
      <CardFooter>
        <Button variant="secondary" onClick={() => void copyCode()}>
          {t('account.memberCode.copy')}
        </Button>
        {shopHref && (
          <TextLink href={shopHref} variant="button" tone="outline">
            {t('account.memberCode.shop')}
          </TextLink>
        )}
      </CardFooter>
    </Root>
  );
}
