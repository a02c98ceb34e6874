import { configure } from 'storybook/test';
import { isolateCookies } from './cookieJar';

isolateCookies(document);

// CI's two cores run two story files at once beside the server's tests: what a story waits for
// (a page's lazy chunk, MSW's answer) can take longer there than Testing Library's default 1 s.
// Only a failing wait is longer for it.
configure({ asyncUtilTimeout: 10_000 });
