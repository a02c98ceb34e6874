import styled from 'styled-components';
import { useT } from '../i18n';
import { TextLink } from '../TextLink';
import { vars } from '../theme';

export type AppearanceChapter = { id: string; number: number; title: string; href: string };

export type Appearance = {
  comicId: string;
  comicTitle: string;
  /** The comic's page. */
  comicHref: string;
  chapters: readonly AppearanceChapter[];
};

export type AppearsInProps = {
  /** Comics in the order the character was first seen in them. */
  appearances: readonly Appearance[];
  /** The list's accessible name, e.g. "Where Agnira appears". */
  label: string;
  className?: string;
};

const Root = styled.ol`
  display: grid;
  gap: ${vars.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;

  & > li {
    display: grid;
    gap: ${vars.space[2]};
    padding: ${vars.space[4]};
    border: ${vars.size.border} solid ${vars.color.border};
    border-radius: ${vars.radius.md};
    background: ${vars.color.surface};
  }
  & [data-slot='comic'] {
    margin: 0;
    font-size: ${vars.fontSize.lg};
  }
  & [data-slot='chapters'] {
    display: flex;
    flex-wrap: wrap;
    gap: ${vars.space[2]} ${vars.space[4]};
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

/** Where a character appears: each comic (to its page) with the chapters they are in (to the reader). */
export function AppearsIn({ appearances, label, className }: AppearsInProps) {
  const t = useT();
  return (
    <Root aria-label={label} className={className}>
      {appearances.map((appearance) => (
        <li key={appearance.comicId}>
          <h3 data-slot="comic">
            <TextLink href={appearance.comicHref}>{appearance.comicTitle}</TextLink>
          </h3>
          <ul
            data-slot="chapters"
            aria-label={t('characters.appearsIn.chapters', { comic: appearance.comicTitle })}
          >
            {appearance.chapters.map((chapter) => (
              <li key={chapter.id}>
                <TextLink href={chapter.href}>
                  {t('characters.appearsIn.chapter', {
                    number: chapter.number,
                    title: chapter.title,
                  })}
                </TextLink>
              </li>
            ))}
          </ul>
        </li>
      ))}
    </Root>
  );
}
