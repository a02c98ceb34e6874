import type { Character, CharacterAlignment } from '@ic/domain';
import {
  Badge,
  BiographyFacts,
  CharacterBanner,
  CharacterStory,
  PowerSelector,
  Section,
  Stack,
  TextLink,
  type BadgeProps,
  type Power,
} from '@ic/ui';
import { paths } from '../../paths';
import { biographyFacts } from './biographyFacts';

const SIDES: Record<CharacterAlignment, { label: string; tone: BadgeProps['tone'] }> = {
  hero: { label: 'Hero', tone: 'secondary' },
  middle: { label: 'In between', tone: 'neutral' },
  villain: { label: 'Villain', tone: 'danger' },
};

/** The three power pictures, named by the character's first three powers (else 'Power n'). */
function powersOf(character: Character): Power[] {
  const images = [character.power1ImageUrl, character.power2ImageUrl, character.power3ImageUrl];
  return images.map((imageUrl, index) => {
    const name = character.powers[index]?.trim() || `Power ${index + 1}`;
    return { name, imageUrl, alt: `${character.originalName} using ${name}` };
  });
}

/** One character's biography: banner, facts, powers, outfit, origin and storyline. */
export function Biography({ character }: { character: Character }) {
  const name = character.originalName;
  const side = SIDES[character.alignment];
  return (
    <>
      <CharacterBanner
        name={name}
        knownAs={character.knownAs}
        imageUrl={character.mainLandscapeImageUrl}
        imageAlt={`Banner art of ${name}`}
        tag={
          side && (
            <Badge tone={side.tone} size="sm">
              {side.label}
            </Badge>
          )
        }
      />
      <Section title="Biography">
        <BiographyFacts facts={biographyFacts(character)} />
      </Section>
      <Section title="Powers" tone="alt">
        <PowerSelector powers={powersOf(character)} label={`${name}'s powers`} />
      </Section>
      <Section title="Outfit">
        <CharacterStory
          image={character.mainImageUrl}
          imageAlt={`${name} in full outfit`}
          ratio="portrait"
        />
      </Section>
      <Section title="Origin" tone="alt">
        <CharacterStory
          image={character.origin.image}
          imageAlt={`${name}'s origin`}
          text={character.origin.text}
        />
      </Section>
      <Section title="Storyline">
        <Stack gap="xl">
          <CharacterStory
            image={character.storyLine.image}
            imageAlt={`${name}'s storyline`}
            text={character.storyLine.text}
            reverse
          />
          <TextLink href={paths.characters.href()}>Back to all characters</TextLink>
        </Stack>
      </Section>
    </>
  );
}
