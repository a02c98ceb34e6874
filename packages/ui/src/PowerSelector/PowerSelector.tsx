import { useId, useState } from 'react';
import styled from 'styled-components';
import { ArtFrame } from '../ArtFrame';
import { Button } from '../Button';
import { useT } from '../i18n';
import { media, vars } from '../theme';

export type Power = {
  /** The power's name, on its button and under its picture. */
  name: string;
  imageUrl?: string | null;
  /** What the picture shows. */
  alt: string;
};

export type PowerSelectorProps = {
  /** The powers to choose among (a biography has three). */
  powers: readonly Power[];
  /** The power shown first, 0-based. */
  defaultIndex?: number;
  /** Called with the index of the power chosen. */
  onChange?: (index: number) => void;
  /** Names the group of buttons. */
  label?: string;
  className?: string;
};

const Root = styled.div`
  display: grid;
  gap: ${vars.space[4]};

  & [data-slot='choices'] {
    display: flex;
    flex-wrap: wrap;
    gap: ${vars.space[2]};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  & [data-slot='stage'] {
    display: grid;
    gap: ${vars.space[2]};
    margin: 0;
  }
  & [data-slot='stage'] [data-slot='art'] {
    border: ${vars.size.border} solid ${vars.color.border};
    border-radius: ${vars.radius.lg};
    box-shadow: ${vars.shadow.comic};
  }
  & figcaption {
    font-family: ${vars.font.display};
    font-size: ${vars.fontSize.xl};
    letter-spacing: ${vars.letterSpacing.display};
  }

  /* From tablets the buttons stand in a column beside the picture. */
  ${media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    align-items: start;
    gap: ${vars.space[8]};
    & [data-slot='choices'] {
      flex-direction: column;
    }
    & [data-slot='choices'] button {
      width: 100%;
    }
  }
`;

/**
 * Three power buttons (pressed = shown) switching one picture between the character's powers.
 * The picture's caption is announced when it changes.
 */
export function PowerSelector({
  powers,
  defaultIndex = 0,
  onChange,
  label,
  className,
}: PowerSelectorProps) {
  // Its default name is the account's (the biography names it in its own words).
  const t = useT();
  const [chosen, setChosen] = useState(defaultIndex);
  const stageId = useId();
  const current = Math.min(Math.max(chosen, 0), powers.length - 1);
  const power = powers[current];
  if (!power) return null;
  return (
    <Root className={className}>
      <ul data-slot="choices" aria-label={label ?? t('account.power.choose')}>
        {powers.map((item, index) => (
          <li key={index}>
            <Button
              variant={index === current ? 'primary' : 'outline'}
              aria-pressed={index === current}
              aria-controls={stageId}
              onClick={() => {
                setChosen(index);
                onChange?.(index);
              }}
            >
              {item.name}
            </Button>
          </li>
        ))}
      </ul>
      <figure id={stageId} data-slot="stage" aria-live="polite">
        {/* Keyed by the power, so a picture that failed for one power does not hide the next. */}
        <ArtFrame key={current} src={power.imageUrl} alt={power.alt} ratio="square" />
        <figcaption>{power.name}</figcaption>
      </figure>
    </Root>
  );
}
