import { CharacterSpotlightBanner, Container, LinkProvider, MinimumDuration } from '@ic/ui';
import { useCharacter, useCharacters } from '../../../api/characters';
import { paths } from '../../../paths';
import { BiographyLink } from '../../../sections/characters/biographyLink';
import { FEATURED_QUERY } from './FeaturedCharactersSection';
import { BannerPlaceholder } from './placeholders';

/** How many powers the banner lists. */
const POWERS_SHOWN = 3;

/**
 * The Character Spotlight: the first featured character, with the alias, description and powers
 * of their biography. Know More opens that biography (the spec's does nothing). Without a
 * character (a failed load is logged) the banner is left out; without details it shows the name.
 */
export function CharacterSpotlightSection() {
  const list = useCharacters(FEATURED_QUERY);
  const featured = list.characters[0];
  const detail = useCharacter(featured?._id);
  const character = detail.character;
  return (
    <Container>
      <MinimumDuration
        ready={!list.isLoading && !detail.isLoading}
        placeholder={<BannerPlaceholder />}
      >
        {featured && (
          <LinkProvider component={BiographyLink}>
            <CharacterSpotlightBanner
              name={character?.originalName ?? featured.originalName}
              knownAs={character?.knownAs}
              description={character?.description}
              powers={character?.powers.slice(0, POWERS_SHOWN)}
              image={character?.mainLandscapeImageUrl || featured.mainImageUrl}
              href={paths.biography.href(featured._id)}
            />
          </LinkProvider>
        )}
      </MinimumDuration>
    </Container>
  );
}
