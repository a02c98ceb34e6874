import { Icon } from '../Icon';
import { TextLink, type TextLinkProps } from '../TextLink';
import { useT } from '../i18n';

export type ReadMoreLinkProps = Pick<TextLinkProps, 'variant' | 'tone' | 'size' | 'className'> & {
  href: string;
  /** The blog's title: screen readers hear 'Read more about {title}', so every link says where it goes. */
  title: string;
};

/** The 'Read more' link to one blog. */
export function ReadMoreLink({ href, title, ...look }: ReadMoreLinkProps) {
  const t = useT();
  return (
    <TextLink href={href} {...look}>
      {t('shell.blog.readMore')}
      <span className="ic-visually-hidden"> {t('shell.blog.readMoreAbout', { title })}</span>
      <Icon name="arrow-right" size="inherit" />
    </TextLink>
  );
}
