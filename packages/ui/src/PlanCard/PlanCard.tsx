import { priceOf, RESEARCH_PAPERS_ADDON } from '@ic/domain';
import { cva, type VariantProps } from 'class-variance-authority';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { Button } from '../Button';
import { Card } from '../Card';
import { Checkbox } from '../Checkbox';
import { useCatalogue, useFormat, useT } from '../i18n';
import { Icon } from '../Icon';
import { Note } from '../Note';
import { vars } from '../theme';
import { variantClasses } from '../utils/variants';
import { originalPriceText, type PlanCardPlan } from './planPricing';
import { PLAN_TYPE_KEYS, planFeatureKey, planPromoKey } from './planWords';
import { usePlanName } from './usePlanName';

export const PLAN_CARD_EMPHASES = ['default', 'highlighted'] as const;
export const PLAN_TITLE_LEVELS = ['h2', 'h3', 'h4'] as const;

export const planCardVariants = cva('', {
  variants: { emphasis: variantClasses('emphasis', PLAN_CARD_EMPHASES) },
  defaultVariants: { emphasis: 'default' },
});

export type PlanSelection = { researchPapers: boolean; price: number };

export type PlanCardProps = VariantProps<typeof planCardVariants> & {
  plan: PlanCardPlan;
  /** Controlled add-on state; leave undefined to let the card hold it (ticked by default). */
  researchPapers?: boolean;
  defaultResearchPapers?: boolean;
  onResearchPapersChange?: (checked: boolean) => void;
  onSelect?: (plan: PlanCardPlan, selection: PlanSelection) => void;
  buttonLabel?: string;
  /** The disabled button's text on a plan that cannot be bought (FREE). */
  unavailableLabel?: string;
  /** The ribbon on the highlighted card. */
  highlightLabel?: string;
  /** While the order is being created. */
  loading?: boolean;
  /** Blocks the buy button, e.g. while another plan's order is being created. */
  disabled?: boolean;
  titleAs?: (typeof PLAN_TITLE_LEVELS)[number];
  /** Why this reader cannot buy (a child account): shown instead of the add-on and the button. */
  purchaseNote?: string;
  className?: string;
};

export const PlanCardRoot = styled(Card)`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${vars.space[3]};
  height: 100%;
  /* The highlighted card's ribbon sits across its top border. */
  overflow: visible;

  &.emphasis-highlighted {
    box-shadow: ${vars.shadow.comicLg};
    padding-top: ${vars.space[8]};
  }

  [data-slot='ribbon'] {
    position: absolute;
    top: calc(-1 * ${vars.space[4]});
    left: 50%;
    transform: translateX(-50%);
    padding: ${vars.space[1]} ${vars.space[4]};
    border: ${vars.size.borderThin} solid ${vars.color.border};
    border-radius: ${vars.radius.pill};
    background: ${vars.color.primary};
    color: ${vars.color.onPrimary};
    font-family: ${vars.font.display};
    font-size: ${vars.fontSize.md};
    letter-spacing: ${vars.letterSpacing.display};
    white-space: nowrap;
  }

  [data-slot='type'] {
    margin: 0;
    color: ${vars.color.muted};
    font-size: ${vars.fontSize.sm};
    font-weight: ${vars.fontWeight.bold};
    text-transform: uppercase;
  }
  [data-slot='title'] {
    font-size: ${vars.fontSize['2xl']};
  }

  [data-slot='price'] {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    gap: ${vars.space[2]};
    margin: 0;
  }
  [data-slot='amount'] {
    font-family: ${vars.font.display};
    font-size: ${vars.fontSize['3xl']};
    letter-spacing: ${vars.letterSpacing.display};
    line-height: 1;
  }
  [data-slot='original'] {
    color: ${vars.color.muted};
    font-weight: ${vars.fontWeight.bold};
  }

  [data-slot='promo'] {
    margin: 0;
    padding: ${vars.space[2]} ${vars.space[3]};
    border-radius: ${vars.radius.sm};
    background: ${vars.color.successSurface};
    color: ${vars.color.success};
    font-size: ${vars.fontSize.sm};
    font-weight: ${vars.fontWeight.bold};
  }

  [data-slot='features'] {
    display: grid;
    gap: ${vars.space[2]};
    margin: 0;
    padding: 0;
    list-style: none;
    flex: 1;
    align-content: start;
  }
  [data-slot='features'] li {
    display: flex;
    gap: ${vars.space[2]};
    align-items: flex-start;
  }
  [data-slot='features'] svg {
    color: ${vars.color.success};
    margin-top: ${vars.space[1]};
  }

  .plan-addon {
    padding: ${vars.space[2]} 0;
    font-weight: ${vars.fontWeight.bold};
  }
  [data-slot='addon-price'] {
    white-space: nowrap;
    color: ${vars.color.muted};
    font-weight: ${vars.fontWeight.regular};
  }
`;

/** One membership plan: price (with the Research Papers add-on), promo, features and the buy button. */
export function PlanCard({
  plan,
  researchPapers: controlled,
  defaultResearchPapers = true,
  onResearchPapersChange,
  onSelect,
  emphasis,
  buttonLabel,
  unavailableLabel,
  highlightLabel,
  loading = false,
  disabled = false,
  titleAs: Title = 'h3',
  purchaseNote,
  className,
}: PlanCardProps) {
  // The card's words are the checkout's, wherever it shows (home, Ultimate, a locked chapter).
  useCatalogue('checkout');
  const t = useT();
  const name = usePlanName()(plan.type, plan.title);
  const { rupees } = useFormat();
  const [uncontrolled, setUncontrolled] = useState(defaultResearchPapers);
  const researchPapers = controlled ?? uncontrolled;
  // The domain's one price function: the checkout, the order and the receipt use it too.
  const price = priceOf(plan, researchPapers);
  const original = originalPriceText(plan, rupees);
  // Perks and the promotion are the server's texts: the domain's own show in the screen's language.
  const promoKey = plan.promo ? planPromoKey(plan.type, plan.promo) : undefined;
  const titleId = useId();

  const toggle = (checked: boolean) => {
    if (controlled === undefined) setUncontrolled(checked);
    onResearchPapersChange?.(checked);
  };

  return (
    <PlanCardRoot
      forwardedAs="article"
      tone={emphasis === 'highlighted' ? 'alt' : 'surface'}
      aria-labelledby={titleId}
      data-slot="plan-card"
      data-plan={plan.type}
      className={planCardVariants({ emphasis, className })}
    >
      {emphasis === 'highlighted' && (
        <span data-slot="ribbon">{highlightLabel ?? t('checkout.plan.popular')}</span>
      )}
      <p data-slot="type">{t(PLAN_TYPE_KEYS[plan.type])}</p>
      <Title id={titleId} data-slot="title">
        {name}
      </Title>
      <p data-slot="price">
        <span className="ic-visually-hidden">{`${t('checkout.plan.price')} `}</span>
        <span data-slot="amount" aria-live="polite">
          {rupees(price)}
        </span>
        {original && (
          <s data-slot="original">
            <span className="ic-visually-hidden">{`${t('checkout.plan.originalPrice')} `}</span>
            {original}
          </s>
        )}
      </p>
      {plan.promo && <p data-slot="promo">{promoKey ? t(promoKey) : plan.promo}</p>}
      <ul data-slot="features" aria-label={t('checkout.plan.features', { plan: name })}>
        {plan.features.map((feature, index) => {
          const key = planFeatureKey(plan.type, index, feature);
          return (
            <li key={feature}>
              <Icon name="check" size="sm" />
              {key ? t(key) : feature}
            </li>
          );
        })}
      </ul>
      {plan.purchasable && purchaseNote ? (
        <Note>{purchaseNote}</Note>
      ) : (
        <>
          {plan.purchasable && (
            <Checkbox
              className="plan-addon"
              checked={researchPapers}
              onChange={(event) => toggle(event.target.checked)}
              label={
                <>
                  {t('checkout.plan.researchPapers')}{' '}
                  <span data-slot="addon-price">+{rupees(RESEARCH_PAPERS_ADDON)}</span>
                </>
              }
            />
          )}
          <Button
            fullWidth
            variant={emphasis === 'highlighted' ? 'primary' : 'accent'}
            disabled={!plan.purchasable || disabled}
            loading={loading}
            onClick={() => onSelect?.(plan, { researchPapers, price })}
          >
            {plan.purchasable
              ? (buttonLabel ?? t('checkout.plan.choose'))
              : (unavailableLabel ?? t('checkout.plan.current'))}
            <span className="ic-visually-hidden"> ({name})</span>
          </Button>
        </>
      )}
    </PlanCardRoot>
  );
}
