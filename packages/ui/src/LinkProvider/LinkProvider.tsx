import {
  createContext,
  createElement,
  useContext,
  type ComponentPropsWithRef,
  type ComponentType,
  type ReactNode,
} from 'react';

/** What the design system hands a link component: a plain anchor's props, with `href` required. */
export type LinkComponentProps = Omit<
  ComponentPropsWithRef<'a'>,
  'href' | 'children' | 'className'
> & {
  href: string;
  children?: ReactNode;
  className?: string;
};

/**
 * The component that renders every internal link. The app passes an adapter around its router's
 * Link (`({ href, ...rest }) => <Link to={href} {...rest} />`), so the UI package never imports the router.
 */
export type LinkComponent = ComponentType<LinkComponentProps>;

/** The default: a plain anchor, a full page load. */
export function AnchorLink({ href, children, ...rest }: LinkComponentProps) {
  return (
    <a href={href} {...rest}>
      {children}
    </a>
  );
}

const LinkContext = createContext<LinkComponent>(AnchorLink);

export type LinkProviderProps = { component: LinkComponent; children?: ReactNode };

/** Makes `component` the link of every TextLink, Card and navigation item below it. */
export function LinkProvider({ component, children }: LinkProviderProps) {
  return <LinkContext value={component}>{children}</LinkContext>;
}

/** The link component in force: the provider's, or a plain anchor. */
export function useLinkComponent(): LinkComponent {
  return useContext(LinkContext);
}

/**
 * Renders the link component in force. Prefer it to `useLinkComponent()` in JSX: a component read
 * from a hook and rendered as a tag looks to the React compiler like one created during render.
 */
export function ContextLink(props: LinkComponentProps) {
  return createElement(useLinkComponent(), props);
}
