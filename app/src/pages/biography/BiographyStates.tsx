import { MESSAGES } from '@ic/domain';
import { EmptyState, Section, Skeleton, SkeletonText, Stack, TextLink } from '@ic/ui';
import { paths } from '../../paths';

/** While the character loads: the banner's and the facts' shapes, announced once. */
export function BiographySkeleton() {
  return (
    <Section title={paths.biography.title} headingLevel="h1" hideTitle spacing="sm">
      <Stack gap="lg">
        <Skeleton variant="image" ratio="wide" label="Loading the character…" />
        <SkeletonText lines={6} label={null} />
      </Stack>
    </Section>
  );
}

/** No id, an unknown id or a failed load (logged only): say so and lead back to the list. */
export function BiographyNotFound() {
  return (
    <Section title={paths.biography.title} headingLevel="h1">
      <EmptyState
        icon="search"
        title={MESSAGES.noCharacter}
        message="This character may have moved, or the link is missing a part. Browse them all instead."
        action={
          <TextLink variant="button" href={paths.characters.href()}>
            Browse all characters
          </TextLink>
        }
      />
    </Section>
  );
}
