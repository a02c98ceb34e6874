import type { TimelineStory } from '@ic/domain';
import useSWR from 'swr';
import { apiGet } from './client';
import { logged } from './log';

export const TIMELINE_KEY = '/timeline/getAll';
export const SUPPORT_US_CATEGORY = 'Support Us';

/** The Support Us page's stories: the timeline filtered to its category (spec section 7). */
export async function getSupportTimeline(): Promise<TimelineStory[]> {
  const stories = await logged('load the timeline', () => apiGet<TimelineStory[]>(TIMELINE_KEY));
  return stories.filter((story) => story.category === SUPPORT_US_CATEGORY);
}

/** A failure is logged and shows no stories. */
export function useSupportTimeline() {
  const { data, error, isLoading } = useSWR(TIMELINE_KEY, getSupportTimeline);
  return { stories: error ? [] : (data ?? []), isLoading, error: error as unknown };
}
