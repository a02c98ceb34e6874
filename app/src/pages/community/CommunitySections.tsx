import {
  BlogCard,
  EmptyState,
  FeatureCard,
  Grid,
  MinimumDuration,
  Section,
  Skeleton,
  TextLink,
  useFormat,
  useT,
} from '@ic/ui';
import { useAllBlogs } from '../../api/blogs';
import { useSupportTimeline } from '../../api/timeline';
import { paths } from '../../paths';
import { toBlogTeaser } from '../../sections/blogs/blogTeasers';
import { externalSites } from '../../shell/siteLinks';
import { CHANNELS, PREVIEW_COUNT, WAYS_TO_HELP } from './communityCopy';

const { social } = externalSites();

/** A previewing section's words, by its name in the support catalogue. */
function usePreviewWords(name: 'blogs' | 'milestones') {
  const t = useT();
  const key = `support.community.${name}`;
  return {
    title: t(`${key}.title`),
    description: t(`${key}.description`),
    action: t(`${key}.action`),
    empty: { title: t(`${key}.empty.title`), message: t(`${key}.empty.message`) },
  };
}

function CardSkeletons() {
  return (
    <Grid min="lg">
      {Array.from({ length: PREVIEW_COUNT }, (_, index) => (
        <Skeleton key={index} variant="card" ratio="wide" label={index === 0 ? undefined : null} />
      ))}
    </Grid>
  );
}

/** The newest blogs; with none, or when the call failed (the hook logs it), an empty state. */
export function StudioBlogsSection() {
  const { title, description, action, empty } = usePreviewWords('blogs');
  const { page, isLoading } = useAllBlogs(1, PREVIEW_COUNT);
  const blogs = page?.items ?? [];
  return (
    <Section
      title={title}
      description={description}
      action={<TextLink href={paths.allNews.href()}>{action}</TextLink>}
    >
      <MinimumDuration ready={!isLoading} placeholder={<CardSkeletons />}>
        {blogs.length > 0 ? (
          <Grid as="ul" min="lg">
            {blogs.map((blog) => (
              <li key={blog._id}>
                <BlogCard {...toBlogTeaser(blog)} />
              </li>
            ))}
          </Grid>
        ) : (
          <EmptyState headingLevel="h3" icon="book" {...empty} />
        )}
      </MinimumDuration>
    </Section>
  );
}

/** The latest Support Us stories, newest first, leading to the whole timeline. */
export function MilestonesSection() {
  const { title, description, action, empty } = usePreviewWords('milestones');
  const { date } = useFormat();
  const { stories, isLoading } = useSupportTimeline();
  // The timeline is served oldest first.
  const latest = stories.slice(-PREVIEW_COUNT).reverse();
  return (
    <Section
      tone="alt"
      title={title}
      description={description}
      action={<TextLink href={paths.supportUs.href()}>{action}</TextLink>}
    >
      <MinimumDuration ready={!isLoading} placeholder={<CardSkeletons />}>
        {latest.length > 0 ? (
          <Grid as="ul" min="lg">
            {latest.map((story) => (
              <li key={story._id}>
                <FeatureCard
                  icon="calendar"
                  eyebrow={date(story.eventDate)}
                  title={story.title}
                  description={story.description}
                />
              </li>
            ))}
          </Grid>
        ) : (
          <EmptyState headingLevel="h3" icon="heart" {...empty} />
        )}
      </MinimumDuration>
    </Section>
  );
}

/** The channels whose page is configured; with none, no section. */
export function ChannelsSection() {
  const t = useT();
  const channels = CHANNELS.flatMap((channel) => {
    const link = social.find(({ network }) => network === channel.network);
    return link ? [{ ...channel, href: link.href }] : [];
  });
  if (channels.length === 0) return null;
  return (
    <Section
      title={t('support.community.channels.title')}
      description={t('support.community.channels.description')}
    >
      <Grid as="ul" min="sm">
        {channels.map((channel) => (
          <li key={channel.network}>
            <FeatureCard
              icon={channel.icon}
              title={channel.title}
              description={t(`support.channel.${channel.network}`)}
              href={channel.href}
            />
          </li>
        ))}
      </Grid>
    </Section>
  );
}

export function GetInvolvedSection() {
  const t = useT();
  return (
    <Section
      tone="accent"
      title={t('support.community.involved.title')}
      description={t('support.community.involved.description')}
    >
      <Grid as="ul" min="md">
        {WAYS_TO_HELP.map((way) => (
          <li key={way.href}>
            <FeatureCard
              title={t(`support.help.${way.key}.title`)}
              description={t(`support.help.${way.key}.text`)}
              href={way.href}
              icon={way.icon}
            />
          </li>
        ))}
      </Grid>
    </Section>
  );
}
