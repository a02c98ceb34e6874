import { ACCESS_MESSAGES, type SavedAddress } from '@ic/domain';
import {
  CartSummary,
  Checkbox,
  Container,
  Grid,
  Note,
  PageHero,
  Section,
  Stack,
  useCatalogue,
  useMessage,
  useT,
  WizardStepper,
} from '@ic/ui';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useMembership } from '../../api/account';
import { useAddresses } from '../../api/addresses';
import { useChildAccount } from '../../sections/access/useChildAccount';
import { RequireSession } from '../../session';
import { usePageMeta } from '../usePageMeta';
import { AddressFormStep } from './AddressFormStep';
import { AddressStep } from './AddressStep';
import {
  addOnLabel,
  cartDescription,
  CART_TITLE_KEY,
  cartExtension,
  cartFootnote,
  cartLines,
  stepTitleKey,
  useCartWords,
} from './cartCopy';
import {
  cartQuery,
  parseCartPlan,
  parseCartStep,
  parseResearchPapers,
  progressOf,
  progressSteps,
  type CartChoice,
  type CartStep,
} from './cartStep';
import { PaymentSteps } from './PaymentSteps';

/** The chosen address while it exists, else the default, else the first. */
function chosenAddress(addresses: SavedAddress[], chosenId: string | undefined) {
  return (
    addresses.find((address) => address._id === chosenId) ??
    addresses.find((address) => address.isDefault) ??
    addresses[0]
  );
}

/** The progress labels' keys, by the steps cartStep names. */
const PROGRESS_KEYS: Record<string, string> = {
  Login: 'checkout.cart.progress.login',
  Address: 'checkout.cart.progress.address',
  Payment: 'checkout.cart.progress.payment',
  'Order Complete': 'checkout.cart.progress.complete',
};

function CartWizard() {
  const words = useCartWords();
  const { t } = words;
  const [params, setParams] = useSearchParams();
  const choice: CartChoice = {
    plan: parseCartPlan(params.get('plan')),
    researchPapers: parseResearchPapers(params.get('researchPapers')),
  };
  const step = parseCartStep(params.get('step'), choice.plan);
  const editId = params.get('edit') ?? undefined;
  const { addresses, isLoading, error, reload } = useAddresses();
  const [chosenId, setChosenId] = useState<string>();
  const selected = chosenAddress(addresses, chosenId);
  const { membership } = useMembership(true);
  const extension = cartExtension(choice, membership?.expiresAt, new Date(), words);
  const progress = progressSteps(choice.plan);

  // Every step change replaces the history entry (spec section 2).
  const go = (next: CartStep, edit?: string, nextChoice: CartChoice = choice) =>
    setParams(cartQuery(next, nextChoice, edit), { replace: true });

  const body = () => {
    if (step === 5) {
      return (
        <AddressFormStep
          editing={addresses.find((address) => address._id === editId)}
          reload={reload}
          onCancel={() => go(1)}
          onSaved={(saved) => {
            setChosenId(saved._id);
            go(1);
          }}
        />
      );
    }
    if (step === 1) {
      return (
        <AddressStep
          addresses={addresses}
          isLoading={isLoading}
          loadFailed={Boolean(error)}
          onReload={reload}
          selectedId={selected?._id}
          onSelect={setChosenId}
          onEdit={(id) => go(5, id)}
          onAdd={() => go(5)}
          onContinue={() => go(2)}
        />
      );
    }
    return <PaymentSteps step={step} go={go} choice={choice} />;
  };

  return (
    <Section title={t(stepTitleKey(step))}>
      <Stack gap="lg">
        <WizardStepper
          current={progress.indexOf(progressOf(step))}
          steps={progress.map((label) => t(PROGRESS_KEYS[label] ?? label))}
        />
        <Grid min="lg" gap="lg">
          <CartSummary
            lines={cartLines(choice, words)}
            footnote={cartFootnote(choice, words)}
            headingLevel="h3"
          >
            <Checkbox
              label={addOnLabel(words)}
              checked={choice.researchPapers}
              onChange={(event) =>
                go(step, editId, { ...choice, researchPapers: event.target.checked })
              }
            />
            {extension && <Note tone="success">{extension}</Note>}
          </CartSummary>
          <div>{body()}</div>
        </Grid>
      </Stack>
    </Section>
  );
}

/** A child account cannot buy: the page says a guardian must, instead of the wizard. */
function CartForAccount() {
  const t = useT();
  const message = useMessage();
  const child = useChildAccount();
  if (!child) return <CartWizard />;
  return (
    <Section title={t('checkout.cart.child')} hideTitle>
      <Container width="prose">
        <Note>{message(ACCESS_MESSAGES.guardianMustBuy, 'errors.access.guardianMustBuy')}</Note>
      </Container>
    </Section>
  );
}

/**
 * /cart?step=1..5&plan=: the checkout wizard (spec section 2), signed in only; the monthly
 * membership unless another plan is named. Only an order with the kit asks for an address.
 */
export function CartPage() {
  useCatalogue('checkout');
  const t = useT();
  const [params] = useSearchParams();
  const title = t(CART_TITLE_KEY);
  const description = cartDescription(parseCartPlan(params.get('plan')), t);
  usePageMeta(title, description);
  return (
    <RequireSession>
      <PageHero eyebrow={t('checkout.ultimate.name')} title={title} description={description} />
      <CartForAccount />
    </RequireSession>
  );
}
