// The grey stand-ins the home sections show for their first 2.4 s, shaped like what follows.
import { Card, Grid, Skeleton, SkeletonText } from '@ic/ui';

type CardsProps = { count: number; ratio?: 'square' | 'portrait' | 'landscape' | 'wide' };

/** A row of card stand-ins; the group is announced once as loading. */
export function CardsPlaceholder({ count, ratio = 'portrait' }: CardsProps) {
  return (
    <Grid min="sm">
      {Array.from({ length: count }, (_, index) => (
        <Skeleton key={index} variant="card" ratio={ratio} label={index === 0 ? undefined : null} />
      ))}
    </Grid>
  );
}

/** A banner-sized panel of grey lines. */
export function BannerPlaceholder() {
  return (
    <Card padding="lg">
      <SkeletonText lines={5} />
    </Card>
  );
}
