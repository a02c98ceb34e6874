import { Fragment, type ReactNode } from 'react';
import styled from 'styled-components';
import { Badge } from '../Badge';
import { useT } from '../i18n';
import { media, vars } from '../theme';

export type ComicFact = { label: string; value: ReactNode };

export type ComicOverviewProps = {
  synopsis: string;
  /** Tags shown as badges, e.g. Action, Mythology. */
  genres?: readonly string[];
  /** Short facts as a description list: rating, status, chapters, creators. */
  facts?: readonly ComicFact[];
  /** What the reader can do, e.g. the Follow button and a Start reading link. */
  actions?: ReactNode;
  className?: string;
};

const Root = styled.div`
  display: grid;
  gap: ${vars.space[6]};

  ${media.md} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
    align-items: start;
  }

  & [data-slot='synopsis'] {
    margin: 0;
    font-size: ${vars.fontSize.lg};
    line-height: 1.6;
  }
  & [data-slot='genres'] {
    display: flex;
    flex-wrap: wrap;
    gap: ${vars.space[2]};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  & [data-slot='actions'] {
    display: flex;
    flex-wrap: wrap;
    gap: ${vars.space[3]};
  }
  & [data-slot='story'] {
    display: grid;
    gap: ${vars.space[4]};
  }
  & dl {
    display: grid;
    grid-template-columns: auto minmax(0, 1fr);
    gap: ${vars.space[2]} ${vars.space[4]};
    margin: 0;
    padding: ${vars.space[4]};
    border: ${vars.size.border} solid ${vars.color.border};
    border-radius: ${vars.radius.md};
    background: ${vars.color.surface};
  }
  & dt {
    font-weight: ${vars.fontWeight.bold};
  }
  & dd {
    margin: 0;
  }
`;

/** What a comic is about: its synopsis and genres, a few facts, and what the reader can do. */
export function ComicOverview({
  synopsis,
  genres = [],
  facts = [],
  actions,
  className,
}: ComicOverviewProps) {
  const t = useT();
  return (
    <Root className={className} data-slot="comic-overview">
      <div data-slot="story">
        {genres.length > 0 && (
          <ul data-slot="genres" aria-label={t('comics.comic.genres')}>
            {genres.map((genre) => (
              <li key={genre}>
                <Badge tone="secondary">{genre}</Badge>
              </li>
            ))}
          </ul>
        )}
        <p data-slot="synopsis">{synopsis}</p>
        {actions && <div data-slot="actions">{actions}</div>}
      </div>
      {facts.length > 0 && (
        <dl>
          {facts.map((fact) => (
            <Fragment key={fact.label}>
              <dt>{fact.label}</dt>
              <dd>{fact.value}</dd>
            </Fragment>
          ))}
        </dl>
      )}
    </Root>
  );
}
