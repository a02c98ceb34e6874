import { Icon } from '../Icon';
import { TextLink, type TextLinkProps } from '../TextLink';

export const READ_MORE = 'Read more';

export type ReadMoreLinkProps = Pick<TextLinkProps, 'variant' | 'tone' | 'size' | 'className'> & {
  href: string;
  /** The blog's title: screen readers hear 'Read more about {title}', so every link says where it goes. */
  title: string;
};

/** The 'Read more' link to one blog. */
export function ReadMoreLink({ href, title, ...look }: ReadMoreLinkProps) {
  return (
    <TextLink href={href} {...look}>
      {READ_MORE}
      <span className="ic-visually-hidden"> about {title}</span>
      <Icon name="arrow-right" size="inherit" />
    </TextLink>
  );
}
