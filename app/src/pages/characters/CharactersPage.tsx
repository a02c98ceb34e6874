import { PagePlaceholder } from '../PagePlaceholder';

export function CharactersPage() {
  return (
    <PagePlaceholder
      title="Characters"
      description="Browse the heroes, villains and everyone in between of the IC Universe."
    />
  );
}
