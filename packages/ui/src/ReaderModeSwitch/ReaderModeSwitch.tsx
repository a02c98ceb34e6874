import { READING_MODES, type ReadingMode } from '@ic/domain';
import { useId } from 'react';
import styled from 'styled-components';
import { useT } from '../i18n';
import { vars } from '../theme';

export type ReaderModeSwitchProps = {
  value: ReadingMode;
  onChange: (mode: ReadingMode) => void;
  /** The modes offered, in order; all three by default. */
  modes?: readonly ReadingMode[];
  className?: string;
};

const Root = styled.fieldset`
  display: grid;
  gap: ${vars.space[2]};
  margin: 0;
  padding: 0;
  border: 0;

  & legend {
    padding: 0;
    margin-bottom: ${vars.space[2]};
    font-weight: ${vars.fontWeight.bold};
  }
  & [data-slot='options'] {
    display: inline-flex;
    flex-wrap: wrap;
    gap: ${vars.space[1]};
    padding: ${vars.space[1]};
    border: ${vars.size.borderThin} solid ${vars.color.muted};
    border-radius: ${vars.radius.pill};
    width: fit-content;
  }
  & label {
    position: relative;
    display: inline-flex;
    align-items: center;
    min-height: ${vars.size.controlSm};
    padding: 0 ${vars.space[3]};
    border-radius: ${vars.radius.pill};
    font-weight: ${vars.fontWeight.bold};
    cursor: pointer;
  }
  /* The radio covers its label, unseen: the label's look shows the choice. */
  & input {
    position: absolute;
    inset: 0;
    margin: 0;
    opacity: 0;
    cursor: pointer;
  }
  & label:has(input:checked) {
    background: ${vars.color.secondary};
    color: ${vars.color.onSecondary};
  }
  & label:has(input:focus-visible) {
    outline: ${vars.size.focusRing} solid ${vars.color.secondary};
    outline-offset: 2px;
  }
`;

/** How pages are laid out: one page, a two-page spread, or one long vertical scroll. */
export function ReaderModeSwitch({
  value,
  onChange,
  modes = READING_MODES,
  className,
}: ReaderModeSwitchProps) {
  const t = useT();
  const name = useId();
  return (
    <Root className={className}>
      <legend>{t('comics.reader.mode')}</legend>
      <div data-slot="options">
        {modes.map((mode) => (
          <label key={mode}>
            <input
              type="radio"
              name={name}
              value={mode}
              checked={mode === value}
              onChange={() => onChange(mode)}
            />
            {t(`comics.reader.mode.${mode}`)}
          </label>
        ))}
      </div>
    </Root>
  );
}
