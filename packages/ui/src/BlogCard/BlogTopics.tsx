import styled from 'styled-components';
import { TextLink } from '../TextLink';
import { vars } from '../theme';
import { useT } from '../i18n';

/** Something a blog discusses, e.g. 'Read Storm Chronicles' to its comic's page. */
export type BlogTopic = { label: string; href: string };

export type BlogTopicsProps = {
  topics: readonly BlogTopic[];
  /** The blog's title: the list is named 'What {title} is about' for screen readers. */
  title: string;
};

// Small text links rather than buttons: long comic titles wrap like text instead of squeezing a
// pill, and 'Read more' stays the card's one call to action.
const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[1]} ${vars.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${vars.fontSize.sm};
  font-weight: ${vars.fontWeight.bold};

  & li {
    min-width: 0;
    max-width: 100%;
    overflow-wrap: anywhere;
  }
`;

/** The comic and character a blog discusses, each a link to its page; nothing when there are none. */
export function BlogTopics({ topics, title }: BlogTopicsProps) {
  const t = useT();
  if (topics.length === 0) return null;
  return (
    <List aria-label={t('shell.blog.topics', { title })} data-slot="topics">
      {topics.map((topic) => (
        <li key={topic.href}>
          <TextLink href={topic.href}>{topic.label}</TextLink>
        </li>
      ))}
    </List>
  );
}

/** The name of a blog's topic list. */
