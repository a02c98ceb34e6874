// Stories stand in for the app's router: links go through the LinkProvider and are recorded by
// `navigate` instead of loading a page (a real load would leave the story).
import type { Decorator } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { LinkProvider, type LinkComponentProps } from '../LinkProvider';

export const navigate = fn();

export function StoryRouterLink({ href, onClick, children, ...rest }: LinkComponentProps) {
  return (
    <a
      href={href}
      onClick={(event) => {
        onClick?.(event);
        event.preventDefault();
        navigate(href);
      }}
      {...rest}
    >
      {children}
    </a>
  );
}

export const withStoryRouter: Decorator = (Story) => (
  <LinkProvider component={StoryRouterLink}>
    <Story />
  </LinkProvider>
);
