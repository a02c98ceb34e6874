// What every page story shares: the PageStory renderer, full-screen layout and the API answered
// by MSW from the fixtures. A story shows another state with `parameters: api('empty')`.
import type { User } from '@ic/domain';
import type { Meta } from '@storybook/react-vite';
import type { HttpHandler } from 'msw';
import { apiHandlers, type ApiScenario } from '../mocks/handlers';
import { clearUserCookie, writeUserCookie } from '../session/userCookie';
import { PageStory } from './PageStory';

/**
 * Story parameters answering the API with one scenario; `handlers` come first, so they answer
 * the calls they match and the scenario answers the rest.
 */
export function api(scenario: ApiScenario = 'content', ...handlers: HttpHandler[]) {
  return { msw: { handlers: { api: [...handlers, ...apiHandlers(scenario)] } } };
}

/** A story's beforeEach that opens the page signed in as `user` (the `user` cookie), then signs out. */
export function signedInAs(user: User) {
  return () => {
    writeUserCookie(user);
    return () => clearUserCookie();
  };
}

/**
 * What a page's meta spreads in. Storybook reads `title` statically, so each meta writes it:
 * `{ title: 'Pages/Characters', ...PAGE_STORY, args: { url: '/characters' } }`.
 */
export const PAGE_STORY = {
  component: PageStory,
  parameters: { layout: 'fullscreen', ...api('content') },
} satisfies Meta<typeof PageStory>;
