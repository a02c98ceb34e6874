import {
  AvatarEditor,
  Button,
  CharacterAvatar,
  ProfileHeader,
  Section,
  Stack,
  useCatalogue,
  useT,
  WizardStepper,
} from '@ic/ui';
import { useState } from 'react';
import { RequireSession, useSession } from '../../session';
import { usePageMeta } from '../usePageMeta';
import { useCharacter } from './useCharacter';

type Character = ReturnType<typeof useCharacter>;
type T = ReturnType<typeof useT>;

function label(t: T, name: string) {
  return name ? t('account.avatar.named', { name }) : t('account.avatar.yours');
}

/** Step 1: draw or dress the character. */
function CharacterStep({ character, onNext }: { character: Character; onNext: () => void }) {
  const [customising, setCustomising] = useState(false);
  const t = useT();
  return (
    <>
      <CharacterAvatar config={character.config} label={label(t, character.name)} size="xl" />
      <Stack direction="row" gap="sm" justify="center">
        <Button variant="secondary" onClick={character.randomise}>
          {t('account.avatar.randomise')}
        </Button>
        <Button
          variant="outline"
          aria-expanded={customising}
          aria-controls="avatar-editor"
          onClick={() => setCustomising((open) => !open)}
        >
          {t('account.avatar.customise')}
        </Button>
      </Stack>
      {customising && (
        <Stack as="section" aria-label={t('account.avatar.customiseLabel')}>
          <AvatarEditor
            id="avatar-editor"
            value={character.config}
            onChange={character.setConfig}
          />
        </Stack>
      )}
      <Button onClick={onNext}>{t('account.signup.continue')}</Button>
    </>
  );
}

/** Step 2: the profile as others will see it, saved only here. */
function ProfileStep({ character, onBack }: { character: Character; onBack: () => void }) {
  const { user } = useSession();
  const t = useT();
  return (
    <>
      <p>{t('account.avatar.appear')}</p>
      <ProfileHeader
        avatar={<CharacterAvatar config={character.config} label={label(t, character.name)} />}
        username={user?.username ?? ''}
        email={user?.email ?? ''}
      />
      <Stack direction="row" gap="sm" justify="center">
        <Button variant="outline" onClick={onBack} disabled={character.saving}>
          {t('account.avatar.back')}
        </Button>
        <Button loading={character.saving} onClick={() => void character.save()}>
          {t('account.avatar.save')}
        </Button>
      </Stack>
    </>
  );
}

function CharacterCreator() {
  const character = useCharacter();
  const [step, setStep] = useState(0);
  const t = useT();
  const steps = [t('account.avatar.stepCharacter'), t('account.avatar.stepProfile')];
  return (
    <Section
      title={t('account.avatar.title')}
      headingLevel="h1"
      eyebrow={t('account.avatar.step', { step: step + 1, count: steps.length })}
    >
      <Stack gap="lg" align="center">
        <WizardStepper current={step} steps={steps} label={t('account.avatar.progress')} />
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
  useCatalogue('account');
  const t = useT();
  usePageMeta(t('account.avatar.title'), t('account.avatar.description'));
  return (
    <RequireSession>
      <CharacterCreator />
    </RequireSession>
  );
}
