import {
  DISPLAY_NAME_MAX,
  DONATION_PERKS,
  DONATION_PRESETS,
  formatRupees,
  SUPPORT_TYPES,
  type SupportPayload,
  type SupportType,
} from '@ic/domain';
import { useId, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button } from '../Button';
import { ANONYMOUS_NAME, SUPPORT_TYPE_LABELS } from '../ContributorsList';
import { Icon } from '../Icon';
import { PrefixedField } from '../PrefixedField';
import { TextField } from '../TextField';
import { media, vars } from '../theme';
import { useDonationForm } from './useDonationForm';

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
  className?: string;
};

const Root = styled.form`
  display: grid;
  gap: ${vars.space[5]};
  padding: ${vars.space[5]};
  border: ${vars.size.border} solid ${vars.color.border};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surface};
  color: ${vars.color.ink};
  box-shadow: ${vars.shadow.comic};

  ${media.md} {
    padding: ${vars.space[8]};
  }

  h2 {
    font-size: ${vars.fontSize['2xl']};
  }
  fieldset {
    margin: 0;
    padding: 0;
    border: 0;
    min-width: 0;
  }
  legend {
    margin-bottom: ${vars.space[2]};
    padding: 0;
    font-weight: ${vars.fontWeight.bold};
  }

  /* The one-time / monthly switch: native radios drawn as a segmented control. */
  [data-slot='support-type'] [data-slot='segments'] {
    display: grid;
    grid-template-columns: 1fr 1fr;
    border: ${vars.size.borderThin} solid ${vars.color.border};
    border-radius: ${vars.radius.pill};
    overflow: hidden;
  }
  [data-slot='segments'] label {
    position: relative;
    display: grid;
    place-items: center;
    min-height: ${vars.size.control};
    font-family: ${vars.font.display};
    font-size: ${vars.fontSize.lg};
    letter-spacing: ${vars.letterSpacing.display};
    cursor: pointer;
  }
  [data-slot='segments'] input {
    position: absolute;
    opacity: 0;
    inset: 0;
    margin: 0;
    cursor: pointer;
  }
  [data-slot='segments'] label:has(input:checked) {
    background: ${vars.color.primary};
    color: ${vars.color.onPrimary};
  }
  [data-slot='segments'] label:has(input:focus-visible) {
    outline: ${vars.size.focusRing} solid ${vars.color.focus};
    outline-offset: -${vars.size.focusRing};
  }

  [data-slot='presets'] {
    display: grid;
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: ${vars.space[3]};
  }
  ${media.sm} {
    [data-slot='presets'] {
      grid-template-columns: repeat(3, minmax(0, 1fr));
    }
  }
  [data-slot='presets'] button[aria-pressed='true'] {
    background: ${vars.color.secondary};
    color: ${vars.color.onSecondary};
    transform: translate(2px, 2px);
    box-shadow: ${vars.shadow.pressed};
  }

  [data-slot='perk'] {
    display: grid;
    gap: ${vars.space[2]};
    padding: ${vars.space[4]};
    border: ${vars.size.borderThin} dashed ${vars.color.border};
    border-radius: ${vars.radius.md};
    background: ${vars.color.paper};
  }
  [data-slot='perk'][data-earned] {
    border-style: solid;
    background: ${vars.color.successSurface};
    box-shadow: ${vars.shadow.comic};
  }
  [data-slot='perk'] h3 {
    font-size: ${vars.fontSize.xl};
  }
  [data-slot='perk'] p,
  [data-slot='perk'] ul {
    margin: 0;
  }
  [data-slot='perk'] ul {
    padding-left: ${vars.space[5]};
  }
  [data-slot='unlocked'] {
    display: inline-flex;
    align-items: center;
    gap: ${vars.space[1]};
    color: ${vars.color.success};
    font-weight: ${vars.fontWeight.black};
  }

  [data-slot='error'] {
    display: flex;
    align-items: center;
    gap: ${vars.space[2]};
    margin: 0;
    padding: ${vars.space[3]};
    border-radius: ${vars.radius.md};
    background: ${vars.color.dangerSurface};
    color: ${vars.color.danger};
    font-weight: ${vars.fontWeight.bold};
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
  title = 'Support Us',
  submitLabel = 'Donate Now',
  className,
}: DonationPanelProps) {
  const form = useDonationForm({ defaultSupportType, defaultPreset });
  const { supportType, preset, customAmount, displayName, error } = form.state;
  const titleId = useId();
  const perk = DONATION_PERKS.find((candidate) => candidate.supportType === supportType);
  const earned = perk !== undefined && form.perk === perk;
  // The one-time perk is a single item that its title already says.
  const perkItems = perk?.perks.filter((item) => item !== perk.title) ?? [];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Enter in a field submits too, so the guard is here and not only on the button.
    if (submitting) return;
    const payload = form.submit();
    if (payload) onDonate(payload);
  };

  return (
    <Root
      className={className}
      data-slot="donation-panel"
      aria-labelledby={titleId}
      noValidate
      onSubmit={submit}
    >
      <h2 id={titleId}>{title}</h2>

      <fieldset data-slot="support-type">
        <legend>How would you like to give?</legend>
        <div data-slot="segments">
          {SUPPORT_TYPES.map((type) => (
            <label key={type}>
              <input
                type="radio"
                name={`${titleId}-support-type`}
                value={type}
                checked={supportType === type}
                onChange={() => {
                  form.setSupportType(type);
                  onSupportTypeChange?.(type);
                }}
              />
              {SUPPORT_TYPE_LABELS[type]}
            </label>
          ))}
        </div>
      </fieldset>

      <fieldset>
        <legend>Choose an amount</legend>
        <div data-slot="presets">
          {presets.map((amount) => (
            <Button
              key={amount}
              variant="outline"
              aria-pressed={preset === amount}
              onClick={() => form.choosePreset(amount)}
            >
              {formatRupees(amount)}
            </Button>
          ))}
        </div>
      </fieldset>

      {/* Text, not type="number", so '₹1,500' and '1 500' can be typed and parsed as the spec allows. */}
      <PrefixedField
        prefix="₹"
        label="Or enter your own amount"
        placeholder="Amount in rupees"
        inputMode="numeric"
        autoComplete="off"
        value={customAmount}
        onChange={(event) => form.typeAmount(event.target.value)}
      />

      {supportType === 'monthly' && (
        <TextField
          label="Display name"
          hint={`Shown on our supporters list. Leave it blank to appear as ${ANONYMOUS_NAME}. Up to ${DISPLAY_NAME_MAX} characters.`}
          maxLength={DISPLAY_NAME_MAX}
          autoComplete="nickname"
          value={displayName}
          onChange={(event) => form.setDisplayName(event.target.value)}
        />
      )}

      {perk && (
        <section
          data-slot="perk"
          data-earned={earned || undefined}
          aria-labelledby={`${titleId}-perk`}
        >
          <h3 id={`${titleId}-perk`}>{perk.title}</h3>
          <p>
            Give {formatRupees(perk.minimumAmount)} or more{' '}
            {supportType === 'monthly' && 'every month '}
            to unlock{perkItems.length > 0 ? ':' : ' it.'}
          </p>
          {perkItems.length > 0 && (
            <ul>
              {perkItems.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          )}
          {earned && (
            <p data-slot="unlocked">
              <Icon name="check-circle" size="sm" />
              Unlocked with this amount!
            </p>
          )}
        </section>
      )}

      {error && (
        <p role="alert" data-slot="error">
          <Icon name="alert" size="sm" />
          {error}
        </p>
      )}

      <Button type="submit" variant="primary" size="lg" fullWidth loading={submitting}>
        {submitLabel}
      </Button>
    </Root>
  );
}
