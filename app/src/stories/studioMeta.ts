// What every studio page story shares: the StudioPageStory renderer, signed in, and the studio's
// API answered by MSW for the roles a story gives.
import type { StaffRole } from '@ic/domain';
import type { Meta } from '@storybook/react-vite';
import type { HttpHandler } from 'msw';
import { signedInUser } from '../mocks/fixtures';
import { apiHandlers } from '../mocks/handlers';
import { studioHandlers } from '../mocks/studio';
import { signedInAs } from './pageMeta';
import { StudioPageStory } from './StudioPageStory';

/** Story parameters: the studio as someone holding `roles` (the session's calls as the site's); `handlers` answer first. */
export function studioApi(roles: StaffRole[], ...handlers: HttpHandler[]) {
  return {
    msw: { handlers: { api: [...handlers, ...studioHandlers(roles), ...apiHandlers('content')] } },
  };
}

export const STUDIO_PAGE_STORY = {
  component: StudioPageStory,
  parameters: { layout: 'fullscreen', ...studioApi(['admin']) },
  beforeEach: signedInAs(signedInUser),
} satisfies Meta<typeof StudioPageStory>;
