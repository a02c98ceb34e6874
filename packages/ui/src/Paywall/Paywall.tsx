import { ACCESS_MESSAGES, type ChapterLock, type PlanType } from '@ic/domain';
import { useId } from 'react';
import styled from 'styled-components';
import { Button } from '../Button';
import { Card, CardDescription, CardHeader, CardTitle } from '../Card';
import { useFormat, useMessage, useT } from '../i18n';
import { Grid } from '../Layout';
import { LockBadge } from '../LockBadge';
import { Note } from '../Note';
import { PlanGrid, type PlanCardPlan, type PlanGridProps } from '../PlanCard';
import { Skeleton } from '../Skeleton';
import { media, vars } from '../theme';

/** The locks buying (or logging in) opens; a child's own limits have their own screen. */
export type PaywallLock =
  Extract<ChapterLock, { reason: 'early-until' }> | { reason: 'members' | 'sign-in' };

export type PaywallProps = {
  /** The locked chapter, named in the explanation. */
  chapterTitle: string;
  lock: PaywallLock;
  /** The plans on sale; undefined while they load. */
  plans?: readonly PlanCardPlan[];
  onSelectPlan?: PlanGridProps['onSelect'];
  /** The plan whose order is being created. */
  loadingType?: PlanType | null;
  /** Log in, then come back to this chapter (a sign-in lock). */
  onLogIn?: () => void;
  /** Why this reader cannot buy (a child account): shown instead of the plans. */
  purchaseNote?: string;
  className?: string;
};

const Root = styled(Card)`
  display: grid;
  gap: ${vars.space[5]};
  width: min(100% - 2 * ${vars.space[4]}, ${vars.size.content});
  margin: ${vars.space[6]} auto;

  &[data-narrow] {
    width: min(100% - 2 * ${vars.space[4]}, ${vars.size.prose});
  }
  ${media.md} {
    margin-block: ${vars.space[8]};
  }
  & [data-slot='paywall-text'] {
    max-width: ${vars.size.prose};
    color: ${vars.color.ink};
    font-size: ${vars.fontSize.lg};
  }
  & [data-slot='paywall-login'] {
    justify-self: start;
  }
  & [data-slot='paywall-plans-title'] {
    font-size: ${vars.fontSize.xl};
  }
`;

/** The heading's key for each lock. */
const TITLES: Record<PaywallLock['reason'], string> = {
  members: 'comics.paywall.title',
  'sign-in': 'comics.paywall.title',
  'early-until': 'comics.paywall.earlyTitle',
};

/** What is locked and why; the invitation to join only for a reader who may buy. */
function useExplanation() {
  const t = useT();
  const { date } = useFormat();
  return (chapter: string, lock: PaywallLock, canBuy: boolean): string => {
    switch (lock.reason) {
      case 'members':
        return canBuy
          ? t('comics.paywall.members', { chapter })
          : t('comics.paywall.membersNoBuy', { chapter });
      case 'sign-in':
        return t('comics.paywall.signIn', { chapter });
      case 'early-until':
        return t('comics.paywall.early', { chapter, day: date(lock.until) });
    }
  };
}

/**
 * What a locked members or early-access chapter shows in the reader: what is locked and why,
 * a log-in call when signed out, and the plans (buying opens this chapter). A child account is
 * told that a guardian must buy, and offered nothing.
 */
export function Paywall({
  chapterTitle,
  lock,
  plans,
  onSelectPlan,
  loadingType = null,
  onLogIn,
  purchaseNote,
  className,
}: PaywallProps) {
  const t = useT();
  const message = useMessage();
  const explanation = useExplanation();
  const titleId = useId();
  const plansId = useId();
  const canBuy = !purchaseNote;
  return (
    <Root
      forwardedAs="section"
      tone="paper"
      padding="lg"
      aria-labelledby={titleId}
      className={className}
      data-slot="paywall"
      data-narrow={canBuy ? undefined : ''}
    >
      <CardHeader>
        <LockBadge lock={lock} rating="G" size="md" />
      </CardHeader>
      <CardTitle as="h2" id={titleId}>
        {t(TITLES[lock.reason])}
      </CardTitle>
      <CardDescription data-slot="paywall-text">
        {explanation(chapterTitle, lock, canBuy)}
      </CardDescription>
      {lock.reason === 'sign-in' && onLogIn && (
        <Button size="lg" onClick={onLogIn} data-slot="paywall-login">
          {message(ACCESS_MESSAGES.signIn, 'errors.access.signIn')}
        </Button>
      )}
      {!canBuy ? (
        <Note>{purchaseNote}</Note>
      ) : (
        <section aria-labelledby={plansId}>
          <h3 id={plansId} data-slot="paywall-plans-title">
            {t(lock.reason === 'sign-in' ? 'comics.paywall.plansNew' : 'comics.paywall.plans')}
          </h3>
          {plans ? (
            <PlanGrid
              plans={plans}
              highlightedType="Annual"
              titleAs="h4"
              loadingType={loadingType}
              onSelect={onSelectPlan}
            />
          ) : (
            <Grid min="sm">
              {[0, 1, 2].map((index) => (
                <Skeleton key={index} variant="card" label={index === 0 ? undefined : null} />
              ))}
            </Grid>
          )}
        </section>
      )}
    </Root>
  );
}
