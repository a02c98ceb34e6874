import { MESSAGES, PAGING } from '@ic/domain';
import {
  CharacterCard,
  EmptyState,
  LinkProvider,
  MinimumDuration,
  PagedCarousel,
  Section,
  TextLink,
  useMessage,
  useT,
} from '@ic/ui';
import { useCharacters } from '../../../api/characters';
import { paths } from '../../../paths';
import { BiographyLink } from '../../../sections/characters/biographyLink';
import { CardsPlaceholder } from './placeholders';

/** The first page of the browse list: the characters the home page features. */
export const FEATURED_QUERY = { page: 1, limit: 12 } as const;

/**
 * Featured Characters (spec sections 2, 4 and 9): a page of cards by window width, Next and
 * Previous wrapping with a 300 ms fade. A card opens the biography with the id as navigation
 * state; a failed load (logged by the hook) says 'Oops, no character found'.
 */
export function FeaturedCharactersSection() {
  const t = useT();
  const message = useMessage();
  const { characters, isLoading } = useCharacters(FEATURED_QUERY);
  return (
    <Section
      title={t('home.featured.title')}
      action={
        <TextLink variant="button" tone="outline" size="sm" href={paths.characters.href()}>
          {t('home.featured.viewAll')}
        </TextLink>
      }
    >
      <MinimumDuration
        ready={!isLoading}
        placeholder={<CardsPlaceholder count={PAGING.featuredDefault} />}
      >
        <LinkProvider component={BiographyLink}>
          <PagedCarousel
            label={t('home.featured.label')}
            items={characters}
            getKey={(character) => character._id}
            renderItem={(character) => (
              <CharacterCard
                name={character.originalName}
                imageUrl={character.mainImageUrl}
                href={paths.biography.href(character._id)}
              />
            )}
            empty={
              <EmptyState
                icon="search"
                title={message(MESSAGES.noCharacter, 'errors.noCharacter')}
                headingLevel="h3"
              />
            }
          />
        </LinkProvider>
      </MinimumDuration>
    </Section>
  );
}
