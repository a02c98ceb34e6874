// A stand-in for the app's router link in stories: it records where it would go instead of
// loading a page, so play functions can assert navigation.
import { fn } from 'storybook/test';
import type { LinkComponentProps } from '../LinkProvider';

export const navigatedTo = fn();

export function RecordingLink({ href, onClick, children, ...rest }: LinkComponentProps) {
  return (
    <a
      href={href}
      onClick={(event) => {
        event.preventDefault();
        navigatedTo(href);
        onClick?.(event);
      }}
      {...rest}
    >
      {children}
    </a>
  );
}
