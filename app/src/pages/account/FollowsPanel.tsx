import { ComicCard, EmptyState, FollowButton, Grid, Section, Stack, TextLink } from '@ic/ui';
import { useState } from 'react';
import { useFollows } from '../../api/follows';
import { paths } from '../../paths';

/** The series this reader follows, each to its page, with the button that stops following it. */
export function FollowsPanel() {
  const { follows, setFollowing } = useFollows(true);
  const [pending, setPending] = useState<string | null>(null);
  const unfollow = async (comicId: string) => {
    setPending(comicId);
    try {
      await setFollowing(comicId, false);
    } finally {
      setPending(null);
    }
  };
  return (
    <Section title="Series you follow" headingLevel="h2" spacing="sm">
      {follows.length === 0 ? (
        <EmptyState
          icon="book"
          headingLevel="h3"
          title="You follow no series yet"
          message="Follow a series on its page to see its new chapters first."
          action={<TextLink href={paths.comics.href()}>Browse comics</TextLink>}
        />
      ) : (
        <Grid as="ul" min="xs" gap="lg" aria-label="Series you follow">
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
