import { ComicCard, EmptyState, FollowButton, Grid, Section, Stack, TextLink, useT } from '@ic/ui';
import { useState } from 'react';
import { useFollows } from '../../api/follows';
import { paths } from '../../paths';

/** The series this reader follows, each to its page, with the button that stops following it. */
export function FollowsPanel() {
  const { follows, setFollowing } = useFollows(true);
  const [pending, setPending] = useState<string | null>(null);
  const t = useT();
  const unfollow = async (comicId: string) => {
    setPending(comicId);
    try {
      await setFollowing(comicId, false);
    } finally {
      setPending(null);
    }
  };
  return (
    <Section title={t('account.follows.title')} headingLevel="h2" spacing="sm">
      {follows.length === 0 ? (
        <EmptyState
          icon="book"
          headingLevel="h3"
          title={t('account.follows.empty')}
          message={t('account.follows.emptyMessage')}
          action={<TextLink href={paths.comics.href()}>{t('account.follows.browse')}</TextLink>}
        />
      ) : (
        <Grid as="ul" min="xs" gap="lg" aria-label={t('account.follows.title')}>
          {follows.map(({ comic }) => (
            <li key={comic._id}>
              <Stack gap="sm">
                <ComicCard
                  title={comic.title}
                  cover={comic.coverImg}
                  href={paths.comic.href(comic._id)}
                  headingLevel="h3"
                />
                <FollowButton
                  title={comic.title}
                  following
                  size="sm"
                  pending={pending === comic._id}
                  onChange={() => void unfollow(comic._id)}
                />
              </Stack>
            </li>
          ))}
        </Grid>
      )}
    </Section>
  );
}
