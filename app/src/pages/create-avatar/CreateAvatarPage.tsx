import { AvatarEditor, Button, CharacterAvatar, Section, Stack, WizardStepper } from '@ic/ui';
import { useState } from 'react';
import { paths } from '../../paths';
import { RequireSession } from '../../session';
import { usePageMeta } from '../usePageMeta';
import { useCharacter } from './useCharacter';

const TITLE = paths.createAvatar.title;
const STEPS = ['Your character', 'Your profile'] as const;

function CharacterCreator() {
  const character = useCharacter();
  const [customising, setCustomising] = useState(false);
  return (
    <Stack gap="lg" align="center">
      <WizardStepper current={0} steps={STEPS} label="Step 1 of 2" />
      <CharacterAvatar
        config={character.config}
        label={character.name ? `${character.name}'s character` : 'Your character'}
        size="xl"
      />
      <Stack direction="row" gap="sm" justify="center">
        <Button variant="secondary" onClick={character.randomise}>
          Randomise
        </Button>
        <Button
          variant="outline"
          aria-expanded={customising}
          aria-controls="avatar-editor"
          onClick={() => setCustomising((open) => !open)}
        >
          Customise
        </Button>
      </Stack>
      {customising && (
        <Stack as="section" aria-label="Customise your character">
          <AvatarEditor
            id="avatar-editor"
            value={character.config}
            onChange={character.setConfig}
          />
        </Stack>
      )}
      <Button loading={character.saving} onClick={() => void character.save()}>
        Continue
      </Button>
    </Stack>
  );
}

export function CreateAvatarPage() {
  usePageMeta(TITLE, 'Create the avatar that represents you across IC Universe.');
  return (
    <RequireSession>
      <Section title={TITLE} headingLevel="h1" eyebrow="Step 1 of 2">
        <CharacterCreator />
      </Section>
    </RequireSession>
  );
}
