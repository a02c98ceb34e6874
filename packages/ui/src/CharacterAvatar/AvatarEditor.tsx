import styled from 'styled-components';
import { useT } from '../i18n';
import { vars } from '../theme';
import { AVATAR_FEATURES, AVATAR_OPTIONS, type AvatarConfig } from './avatarConfig';
import { CharacterAvatar } from './CharacterAvatar';

export type AvatarEditorProps = {
  value: AvatarConfig;
  onChange: (value: AvatarConfig) => void;
  /** Lets a Customise button point at the editor with aria-controls. */
  id?: string;
};

const Root = styled.div`
  display: grid;
  gap: ${vars.space[4]};

  & fieldset {
    display: flex;
    flex-wrap: wrap;
    gap: ${vars.space[2]};
    margin: 0;
    padding: 0;
    border: 0;
  }
  & legend {
    margin-bottom: ${vars.space[2]};
    padding: 0;
    font-weight: ${vars.fontWeight.bold};
  }
  & input {
    position: absolute;
    opacity: 0;
    width: 1px;
    height: 1px;
  }
  & label {
    display: inline-flex;
    align-items: center;
    gap: ${vars.space[2]};
    min-height: ${vars.size.controlSm};
    padding: ${vars.space[1]} ${vars.space[3]};
    border: ${vars.size.borderThin} solid ${vars.color.border};
    border-radius: ${vars.radius.pill};
    background: ${vars.color.surface};
    cursor: pointer;
  }
  & input:checked + label {
    background: ${vars.color.secondary};
    color: ${vars.color.onSecondary};
    font-weight: ${vars.fontWeight.bold};
  }
  & input:focus-visible + label {
    outline: ${vars.size.focusRing} solid ${vars.color.focus};
    outline-offset: 2px;
  }
`;

/** A small character editor: one choice group per feature, each option shown by name. */
export function AvatarEditor({ value, onChange, id }: AvatarEditorProps) {
  const t = useT();
  return (
    <Root id={id}>
      {AVATAR_FEATURES.map((feature) => (
        <fieldset key={feature}>
          <legend>{t(`account.avatarEditor.feature.${feature}`)}</legend>
          {AVATAR_OPTIONS[feature].map((option, index) => {
            const id = `avatar-${feature}-${index}`;
            return (
              <span key={option}>
                <input
                  type="radio"
                  id={id}
                  name={`avatar-${feature}`}
                  checked={value[feature] === index}
                  onChange={() => onChange({ ...value, [feature]: index })}
                />
                <label htmlFor={id}>
                  {feature === 'skin' || feature === 'hair' || feature === 'background' ? (
                    <CharacterAvatar config={{ ...value, [feature]: index }} label="" size="sm" />
                  ) : null}
                  {t(`account.avatarEditor.${feature}.${index}`)}
                </label>
              </span>
            );
          })}
        </fieldset>
      ))}
    </Root>
  );
}
