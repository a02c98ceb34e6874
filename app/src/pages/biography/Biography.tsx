import type { Character, CharacterAlignment, CharacterDetail, ConnectionKind } from '@ic/domain';
import {
  AppearsIn,
  Badge,
  BiographyFacts,
  CharacterBanner,
  CharacterStory,
  Connections,
  LinkProvider,
  PowerSelector,
  Section,
  Stack,
  TextLink,
  type BadgeProps,
  type Power,
} from '@ic/ui';
import { paths } from '../../paths';
import { BiographyLink } from '../../sections/characters/biographyLink';
import { MyListAction } from '../../sections/myList/MyListAction';
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

/** What a linked character is to this one, as the list says it. */
const KINDS: Record<ConnectionKind, string> = {
  mentor: 'Mentor',
  student: 'Student',
  family: 'Family',
  ally: 'Ally',
  rival: 'Rival',
};

/** Where they appear: each comic to its page, each chapter to the reader. */
function appearancesOf(character: CharacterDetail) {
  return character.appearsIn.map((a) => ({
    comicId: a.comicId,
    comicTitle: a.comicTitle,
    comicHref: paths.comic.href(a.comicId),
    chapters: a.chapters.map((c) => ({
      id: c._id,
      number: c.number,
      title: c.title,
      href: paths.reader.href(a.comicId, c._id),
    })),
  }));
}

function connectionsOf(character: CharacterDetail) {
  return character.connections.map(({ kind, character: other }) => ({
    id: other._id,
    name: other.originalName,
    imageUrl: other.mainImageUrl,
    href: paths.biography.href(other._id),
    kind: KINDS[kind],
  }));
}

/**
 * One character's biography: banner, facts, powers, outfit, origin and storyline, then the comics
 * they appear in and the characters they are linked to.
 */
export function Biography({ character }: { character: CharacterDetail }) {
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
        <Stack gap="lg">
          <div>
            <MyListAction kind="character" id={character._id} title={name} />
          </div>
          <BiographyFacts facts={biographyFacts(character)} />
        </Stack>
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
      {character.appearsIn.length > 0 && (
        <Section title="Appears in" tone="alt">
          <AppearsIn appearances={appearancesOf(character)} label={`Where ${name} appears`} />
        </Section>
      )}
      {character.connections.length > 0 && (
        <Section title="Connections">
          <LinkProvider component={BiographyLink}>
            <Connections connections={connectionsOf(character)} label={`${name}'s connections`} />
          </LinkProvider>
        </Section>
      )}
    </>
  );
}
