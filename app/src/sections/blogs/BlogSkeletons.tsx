import { Grid, Skeleton, Stack } from '@ic/ui';

/** Stand-ins for `count` blog cards; the group is announced once as loading. */
export function BlogCardSkeletons({ count }: { count: number }) {
  return (
    <Grid min="md">
      {Array.from({ length: count }, (_, index) => (
        <Skeleton key={index} variant="card" ratio="wide" label={index === 0 ? undefined : null} />
      ))}
    </Grid>
  );
}

/** Stand-ins for `count` rows of a blog list. */
export function BlogRowSkeletons({ count }: { count: number }) {
  return (
    <Stack>
      {Array.from({ length: count }, (_, index) => (
        <Skeleton key={index} variant="card" ratio="wide" label={index === 0 ? undefined : null} />
      ))}
    </Stack>
  );
}
