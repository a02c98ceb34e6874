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
  useT,
} from '@ic/ui';
import { paths } from '../../paths';
import { BiographyLink } from '../../sections/characters/biographyLink';
import { MyListAction } from '../../sections/myList/MyListAction';
import { biographyFacts } from './biographyFacts';

type T = ReturnType<typeof useT>;

const SIDE_TONES: Record<CharacterAlignment, BadgeProps['tone']> = {
  hero: 'secondary',
  middle: 'neutral',
  villain: 'danger',
};

/** The three power pictures, named by the character's first three powers (else 'Power n'). */
function powersOf(character: Character, t: T): Power[] {
  const images = [character.power1ImageUrl, character.power2ImageUrl, character.power3ImageUrl];
  return images.map((imageUrl, index) => {
    const name = character.powers[index]?.trim() || t('characters.bio.powerN', { n: index + 1 });
    return {
      name,
      imageUrl,
      alt: t('characters.bio.powerAlt', { name: character.originalName, power: name }),
    };
  });
}

/** What a linked character is to this one, as the list says it. */
const kindOf = (kind: ConnectionKind, t: T) => t(`characters.bio.kind.${kind}`);

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

function connectionsOf(character: CharacterDetail, t: T) {
  return character.connections.map(({ kind, character: other }) => ({
    id: other._id,
    name: other.originalName,
    imageUrl: other.mainImageUrl,
    href: paths.biography.href(other._id),
    kind: kindOf(kind, t),
  }));
}

/**
 * One character's biography: banner, facts, powers, outfit, origin and storyline, then the comics
 * they appear in and the characters they are linked to.
 */
export function Biography({ character }: { character: CharacterDetail }) {
  const name = character.originalName;
  const tone = SIDE_TONES[character.alignment];
  const t = useT();
  return (
    <>
      <CharacterBanner
        name={name}
        knownAs={character.knownAs}
        imageUrl={character.mainLandscapeImageUrl}
        imageAlt={t('characters.bio.bannerAlt', { name })}
        tag={
          tone && (
            <Badge tone={tone} size="sm">
              {t(`characters.bio.side.${character.alignment}`)}
            </Badge>
          )
        }
      />
      <Section title={t('characters.bio.section.biography')}>
        <Stack gap="lg">
          <div>
            <MyListAction kind="character" id={character._id} title={name} />
          </div>
          <BiographyFacts facts={biographyFacts(character, t)} />
        </Stack>
      </Section>
      <Section title={t('characters.bio.section.powers')} tone="alt">
        <PowerSelector
          powers={powersOf(character, t)}
          label={t('characters.bio.powersLabel', { name })}
        />
      </Section>
      <Section title={t('characters.bio.section.outfit')}>
        <CharacterStory
          image={character.mainImageUrl}
          imageAlt={t('characters.bio.outfitAlt', { name })}
          ratio="portrait"
        />
      </Section>
      <Section title={t('characters.bio.section.origin')} tone="alt">
        <CharacterStory
          image={character.origin.image}
          imageAlt={t('characters.bio.originAlt', { name })}
          text={character.origin.text}
        />
      </Section>
      <Section title={t('characters.bio.section.storyline')}>
        <Stack gap="xl">
          <CharacterStory
            image={character.storyLine.image}
            imageAlt={t('characters.bio.storylineAlt', { name })}
            text={character.storyLine.text}
            reverse
          />
          <TextLink href={paths.characters.href()}>{t('characters.bio.back')}</TextLink>
        </Stack>
      </Section>
      {character.appearsIn.length > 0 && (
        <Section title={t('characters.bio.section.appearsIn')} tone="alt">
          <AppearsIn
            appearances={appearancesOf(character)}
            label={t('characters.bio.appearsInLabel', { name })}
          />
        </Section>
      )}
      {character.connections.length > 0 && (
        <Section title={t('characters.bio.section.connections')}>
          <LinkProvider component={BiographyLink}>
            <Connections
              connections={connectionsOf(character, t)}
              label={t('characters.bio.connectionsLabel', { name })}
            />
          </LinkProvider>
        </Section>
      )}
    </>
  );
}
