// For the blog components' stories: a router link that records where it would go.
import type { Decorator } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { LinkProvider, type LinkComponentProps } from '../LinkProvider';

export const navigate = fn();

function RouterLink({ href, onClick, children, ...rest }: LinkComponentProps) {
  return (
    <a
      href={href}
      onClick={(event) => {
        event.preventDefault();
        navigate(href);
        onClick?.(event);
      }}
      {...rest}
    >
      {children}
    </a>
  );
}

/** Renders the story with internal links going to `navigate` instead of leaving the page. */
export const withRouterLinks: Decorator = (Story) => (
  <LinkProvider component={RouterLink}>
    <Story />
  </LinkProvider>
);
