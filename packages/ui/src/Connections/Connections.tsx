import styled from 'styled-components';
import { CoverImage } from '../CoverImage';
import { TextLink } from '../TextLink';
import { vars } from '../theme';

export type Connection = {
  id: string;
  name: string;
  imageUrl?: string | null;
  /** Their biography. */
  href: string;
  /** What they are to this character, e.g. 'Mentor', 'Rival'. */
  kind: string;
};

export type ConnectionsProps = {
  connections: readonly Connection[];
  /** The list's accessible name, e.g. "Agnira's connections". */
  label: string;
  className?: string;
};

// As many columns as leave a name room beside its portrait: one on a phone, where two columns
// broke 'The Shroud Surgeon' over three lines.
const Root = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, ${vars.size.cardMin}), 1fr));
  gap: ${vars.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;

  & > li {
    display: grid;
    grid-template-columns: ${vars.space[16]} minmax(0, 1fr);
    gap: ${vars.space[3]};
    align-items: center;
  }
  & [data-slot='kind'] {
    margin: 0;
    color: ${vars.color.muted};
    font-weight: ${vars.fontWeight.bold};
  }
  & [data-slot='name'] {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

/** Who a character is linked to (mentors, family, allies, rivals), each to their biography. */
export function Connections({ connections, label, className }: ConnectionsProps) {
  return (
    <Root aria-label={label} className={className}>
      {connections.map((connection) => (
        <li key={`${connection.kind}-${connection.id}`}>
          <CoverImage src={connection.imageUrl} alt="" />
          <div>
            <p data-slot="kind">{connection.kind}</p>
            <p data-slot="name">
              <TextLink href={connection.href}>{connection.name}</TextLink>
            </p>
          </div>
        </li>
      ))}
    </Root>
  );
}
