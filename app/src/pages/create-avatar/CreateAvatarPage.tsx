import {
  AvatarEditor,
  Button,
  CharacterAvatar,
  ProfileHeader,
  Section,
  Stack,
  WizardStepper,
} from '@ic/ui';
import { useState } from 'react';
import { paths } from '../../paths';
import { RequireSession, useSession } from '../../session';
import { usePageMeta } from '../usePageMeta';
import { useCharacter } from './useCharacter';

const TITLE = paths.createAvatar.title;
/** Spec section 9: profile creation has 2 steps. */
const STEPS = ['Your character', 'Your profile'] as const;
const stepLabel = (step: number) => `Step ${step + 1} of ${STEPS.length}`;

type Character = ReturnType<typeof useCharacter>;

function label(name: string) {
  return name ? `${name}'s character` : 'Your character';
}

/** Step 1: draw or dress the character. */
function CharacterStep({ character, onNext }: { character: Character; onNext: () => void }) {
  const [customising, setCustomising] = useState(false);
  return (
    <>
      <CharacterAvatar config={character.config} label={label(character.name)} size="xl" />
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
      <Button onClick={onNext}>Continue</Button>
    </>
  );
}

/** Step 2: the profile as others will see it, saved only here. */
function ProfileStep({ character, onBack }: { character: Character; onBack: () => void }) {
  const { user } = useSession();
  return (
    <>
      <p>This is how you appear across IC Universe.</p>
      <ProfileHeader
        avatar={<CharacterAvatar config={character.config} label={label(character.name)} />}
        username={user?.username ?? ''}
        email={user?.email ?? ''}
      />
      <Stack direction="row" gap="sm" justify="center">
        <Button variant="outline" onClick={onBack} disabled={character.saving}>
          Back
        </Button>
        <Button loading={character.saving} onClick={() => void character.save()}>
          Save my character
        </Button>
      </Stack>
    </>
  );
}

function CharacterCreator() {
  const character = useCharacter();
  const [step, setStep] = useState(0);
  return (
    <Section title={TITLE} headingLevel="h1" eyebrow={stepLabel(step)}>
      <Stack gap="lg" align="center">
        <WizardStepper current={step} steps={STEPS} label="Character progress" />
        {step === 0 ? (
          <CharacterStep character={character} onNext={() => setStep(1)} />
        ) : (
          <ProfileStep character={character} onBack={() => setStep(0)} />
        )}
      </Stack>
    </Section>
  );
}

export function CreateAvatarPage() {
  usePageMeta(TITLE, 'Create the avatar that represents you across IC Universe.');
  return (
    <RequireSession>
      <CharacterCreator />
    </RequireSession>
  );
}
