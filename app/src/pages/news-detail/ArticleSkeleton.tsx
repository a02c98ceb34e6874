import { Skeleton, SkeletonText, Stack } from '@ic/ui';

/** The blog's shape while it loads: title lines, the cover and a paragraph, announced once. */
export function ArticleSkeleton() {
  return (
    <Stack gap="lg">
      <SkeletonText lines={3} />
      <Skeleton variant="image" ratio="wide" label={null} />
      <SkeletonText lines={5} label={null} />
    </Stack>
  );
}
