import {
  DISPLAY_NAME_MAX,
  DONATION_PERKS,
  DONATION_PRESETS,
  SUPPORT_TYPES,
  type SupportPayload,
  type SupportType,
} from '@ic/domain';
import { useId, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button } from '../Button';
import { Card, CardBody, CardTitle } from '../Card';
import { useSupportTypeLabel } from '../ContributorsList';
import { FormActions, FormAlert, FormGroup, FormPanel } from '../FormPanel';
import { useFormat, useMessage, useT } from '../i18n';
import { Icon } from '../Icon';
import { Note } from '../Note';
import { TextField } from '../TextField';
import { media, vars } from '../theme';
import { loadDonationCheck, useDonationForm } from './useDonationForm';

/** The domain's perk texts (DONATION_PERKS) by their names in the support catalogue. */
const PERK_KEYS: Readonly<Record<string, string>> = {
  '2 months of free Ultimate': 'freeUltimateMonths',
  'Become a Gold member': 'goldMember',
  'Your name on our page': 'nameOnPage',
  'Free Ultimate subscription': 'freeUltimate',
};

/**
 * The support catalogue's key of a perk the server sent, when it is one of the domain's; none for
 * another text, which is shown as it is stored.
 */
export function donationPerkKey(text: string): string | undefined {
  return Object.prototype.hasOwnProperty.call(PERK_KEYS, text)
    ? `support.perk.${PERK_KEYS[text]}`
    : undefined;
}

export type DonationPanelProps = {
  onDonate: (payload: SupportPayload) => void;
  /** While the donation is being sent: the button spins and cannot be pressed twice. */
  submitting?: boolean;
  defaultSupportType?: SupportType;
  defaultPreset?: number | null;
  onSupportTypeChange?: (supportType: SupportType) => void;
  presets?: readonly number[];
  title?: string;
  submitLabel?: string;
  /** Why this visitor cannot give (a child account): shown instead of the whole form. */
  purchaseNote?: string;
  className?: string;
};

/** The one-time / monthly switch: native radios drawn as a segmented control. */
const Segments = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  border: ${vars.size.borderThin} solid ${vars.color.border};
  border-radius: ${vars.radius.pill};
  overflow: hidden;

  & [data-slot='segment'] {
    position: relative;
    display: grid;
    place-items: center;
    min-height: ${vars.size.control};
    font-family: ${vars.font.display};
    font-size: ${vars.fontSize.lg};
    letter-spacing: ${vars.letterSpacing.display};
    cursor: pointer;
  }
  & [data-slot='segment-input'] {
    position: absolute;
    opacity: 0;
    inset: 0;
    margin: 0;
    cursor: pointer;
  }
  & [data-slot='segment']:has(:checked) {
    background: ${vars.color.primary};
    color: ${vars.color.onPrimary};
  }
  & [data-slot='segment']:has(:focus-visible) {
    outline: ${vars.size.focusRing} solid ${vars.color.focus};
    outline-offset: -${vars.size.focusRing};
  }
`;

const Presets = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${vars.space[3]};

  ${media.sm} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  & [aria-pressed='true'] {
    background: ${vars.color.secondary};
    color: ${vars.color.onSecondary};
    transform: translate(2px, 2px);
    box-shadow: ${vars.shadow.pressed};
  }
`;

const Perk = styled.section`
  display: grid;
  gap: ${vars.space[2]};
  padding: ${vars.space[4]};
  border: ${vars.size.borderThin} dashed ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color.paper};

  &[data-earned] {
    border-style: solid;
    background: ${vars.color.successSurface};
    box-shadow: ${vars.shadow.comic};
  }
  & [data-slot='perk-title'] {
    font-size: ${vars.fontSize.xl};
  }
  & [data-slot='perk-text'],
  & [data-slot='perk-items'] {
    margin: 0;
  }
  & [data-slot='perk-items'] {
    padding-left: ${vars.space[5]};
  }
  & [data-slot='unlocked'] {
    display: inline-flex;
    margin: 0;
    align-items: center;
    gap: ${vars.space[1]};
    color: ${vars.color.success};
    font-weight: ${vars.fontWeight.black};
  }
`;

/**
 * Support the universe: one-time or monthly, a preset or a typed amount, a display name for
 * monthly supporters, and the 1500 perk of the chosen type, lit up once the amount earns it.
 */
export function DonationPanel({
  onDonate,
  submitting = false,
  defaultSupportType,
  defaultPreset,
  onSupportTypeChange,
  presets = DONATION_PRESETS,
  title: givenTitle,
  submitLabel,
  purchaseNote,
  className,
}: DonationPanelProps) {
  const t = useT();
  const message = useMessage();
  const { rupees } = useFormat();
  const typeLabel = useSupportTypeLabel();
  const title = givenTitle ?? t('support.donate.title');
  const perkText = (text: string) => {
    const key = donationPerkKey(text);
    return key ? t(key) : text;
  };
  const form = useDonationForm({ defaultSupportType, defaultPreset });
  const { supportType, preset, customAmount, displayName, error } = form.state;
  const ids = useId();
  const perk = DONATION_PERKS.find((candidate) => candidate.supportType === supportType);
  const earned = perk !== undefined && form.perk === perk;
  // The one-time perk is a single item that its title already says.
  const perkItems = perk?.perks.filter((item) => item !== perk.title) ?? [];

  if (purchaseNote) {
    return (
      <Card
        as="section"
        padding="lg"
        aria-labelledby={`${ids}-title`}
        className={className}
        data-slot="donation-panel"
      >
        <CardBody>
          <CardTitle as="h2" id={`${ids}-title`}>
            {title}
          </CardTitle>
          <Note>{purchaseNote}</Note>
        </CardBody>
      </Card>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // Enter in a field submits too, so the guard is here and not only on the button.
    if (submitting) return;
    const payload = await form.submit();
    if (payload) onDonate(payload);
  };

  return (
    <FormPanel
      title={title}
      gap="lg"
      className={className}
      data-slot="donation-panel"
      onSubmit={(event) => void submit(event)}
      // The check is fetched as the visitor reaches for the form, so Donate answers at once.
      onFocus={() => void loadDonationCheck()}
      onPointerDown={() => void loadDonationCheck()}
    >
      <FormGroup legend={t('support.donate.how')}>
        <Segments>
          {SUPPORT_TYPES.map((type) => (
            <label key={type} data-slot="segment">
              <input
                type="radio"
                data-slot="segment-input"
                name={`${ids}-support-type`}
                value={type}
                checked={supportType === type}
                onChange={() => {
                  form.setSupportType(type);
                  onSupportTypeChange?.(type);
                }}
              />
              {typeLabel(type)}
            </label>
          ))}
        </Segments>
      </FormGroup>

      <FormGroup legend={t('support.donate.amount')}>
        <Presets>
          {presets.map((amount) => (
            <Button
              key={amount}
              variant="outline"
              aria-pressed={preset === amount}
              onClick={() => form.choosePreset(amount)}
            >
              {rupees(amount)}
            </Button>
          ))}
        </Presets>
      </FormGroup>

      {/* Text, not type="number", so '₹1,500' and '1 500' can be typed and parsed as the spec allows. */}
      <TextField
        label={t('support.donate.ownAmount')}
        start="₹"
        placeholder={t('support.donate.ownAmountPlaceholder')}
        inputMode="numeric"
        autoComplete="off"
        value={customAmount}
        onChange={(event) => form.typeAmount(event.target.value)}
      />

      {supportType === 'monthly' && (
        <TextField
          label={t('support.donate.displayName')}
          hint={t('support.donate.displayNameHint', {
            anonymous: t('support.contributors.anonymous'),
            max: DISPLAY_NAME_MAX,
          })}
          maxLength={DISPLAY_NAME_MAX}
          autoComplete="nickname"
          value={displayName}
          onChange={(event) => form.setDisplayName(event.target.value)}
        />
      )}

      {perk && (
        <Perk data-earned={earned || undefined} aria-labelledby={`${ids}-perk`}>
          <h3 id={`${ids}-perk`} data-slot="perk-title">
            {perkText(perk.title)}
          </h3>
          <p data-slot="perk-text">
            {t(
              `support.donate.perk.${supportType === 'monthly' ? 'monthly' : 'once'}${perkItems.length > 0 ? 'List' : 'It'}`,
              { amount: rupees(perk.minimumAmount) },
            )}
          </p>
          {perkItems.length > 0 && (
            <ul data-slot="perk-items">
              {perkItems.map((item) => (
                <li key={item}>{perkText(item)}</li>
              ))}
            </ul>
          )}
          {earned && (
            <p data-slot="unlocked">
              <Icon name="check-circle" size="sm" />
              {t('support.donate.unlocked')}
            </p>
          )}
        </Perk>
      )}

      {error && <FormAlert>{message(error)}</FormAlert>}

      <FormActions>
        <Button type="submit" variant="primary" size="lg" fullWidth loading={submitting}>
          {submitLabel ?? t('support.donate.submit')}
        </Button>
      </FormActions>
    </FormPanel>
  );
}
