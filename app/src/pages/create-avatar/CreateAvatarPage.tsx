import { PagePlaceholder } from '../PagePlaceholder';

export function CreateAvatarPage() {
  return (
    <PagePlaceholder
      title="Create your character!"
      description="Create the avatar that represents you across IC Universe."
    />
  );
}
