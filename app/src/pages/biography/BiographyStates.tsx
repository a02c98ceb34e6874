import { MESSAGES } from '@ic/domain';
import {
  EmptyState,
  Section,
  Skeleton,
  SkeletonText,
  Stack,
  TextLink,
  useMessage,
  useT,
} from '@ic/ui';
import { paths } from '../../paths';

/** While the character loads: the banner's and the facts' shapes, announced once. */
export function BiographySkeleton() {
  const t = useT();
  return (
    <Section title={t('characters.bio.title')} headingLevel="h1" hideTitle spacing="sm">
      <Stack gap="lg">
        <Skeleton variant="image" ratio="wide" label={t('characters.bio.loading')} />
        <SkeletonText lines={6} label={null} />
      </Stack>
    </Section>
  );
}

/** No id, an unknown id or a failed load (logged only): say so and lead back to the list. */
export function BiographyNotFound() {
  const t = useT();
  const message = useMessage();
  return (
    <Section title={t('characters.bio.title')} headingLevel="h1">
      <EmptyState
        icon="search"
        title={message(MESSAGES.noCharacter, 'errors.noCharacter')}
        message={t('characters.bio.missing')}
        action={
          <TextLink variant="button" href={paths.characters.href()}>
            {t('characters.bio.browseAll')}
          </TextLink>
        }
      />
    </Section>
  );
}
