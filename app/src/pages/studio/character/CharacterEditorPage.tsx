import {
  CHARACTER_IMAGE_FIELDS,
  CHARACTER_LIST_FIELDS,
  CHARACTER_TEXT_FIELDS,
  characterEditSchema,
  EDITORIAL_MESSAGES,
  linesOf,
  type CharacterEdit,
  type StudioCharacter,
} from '@ic/domain';
import {
  Button,
  FormPanel,
  Note,
  PageLoading,
  Section,
  TextArea,
  TextField,
  useSchemaForm,
  useToast,
} from '@ic/ui';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { z } from 'zod';
import { serverMessageOr } from '../../../api/client';
import { saveCharacter, useStudioCharacter } from '../../../api/studio/characters';
import { studioPaths } from '../../../paths';
import { useStudioMeta } from '../../../studio/useStudioMeta';
import { PictureDrop } from '../../../studio/PictureDrop';

/** Field names as the editor reads them. */
const LABELS: Record<string, string> = {
  originalName: 'Name',
  knownAs: 'Known as',
  placeOfOrigin: 'Place of origin',
  originText: 'Origin',
  storyLineText: 'Storyline',
  groupAffiliations: 'Group affiliations',
  mainImageUrl: 'Main picture',
  mainLandscapeImageUrl: 'Wide picture',
  originImage: 'Origin picture',
  storyLineImage: 'Storyline picture',
  power1ImageUrl: 'Power 1 picture',
  power2ImageUrl: 'Power 2 picture',
  power3ImageUrl: 'Power 3 picture',
};
const labelOf = (name: string) => LABELS[name] ?? name.charAt(0).toUpperCase() + name.slice(1);
const LONG = new Set(['description', 'about', 'originText', 'storyLineText']);

type CharacterFormValues = Record<string, string>;

// Lists are one entry a line in the form.
const formSchema = z
  .record(z.string(), z.string())
  .transform((values) => ({
    ...values,
    ...Object.fromEntries(CHARACTER_LIST_FIELDS.map((name) => [name, linesOf(values[name] ?? '')])),
  }))
  .pipe(characterEditSchema);

function valuesOf(character: StudioCharacter): CharacterFormValues {
  const { _id, ...fields } = character;
  return Object.fromEntries(
    Object.entries(fields).map(([name, value]) => [
      name,
      Array.isArray(value) ? value.join('\n') : value,
    ]),
  );
}

function CharacterForm({ character }: { character: StudioCharacter }) {
  const toast = useToast();
  const [failure, setFailure] = useState<string>();
  const form = useSchemaForm<CharacterFormValues, CharacterEdit>({
    schema: formSchema,
    defaultValues: valuesOf(character),
  });

  async function send(edit: CharacterEdit) {
    setFailure(undefined);
    try {
      await saveCharacter(character._id, edit);
      toast.show({ title: EDITORIAL_MESSAGES.characterSaved, tone: 'success' });
    } catch (error) {
      setFailure(serverMessageOr(error, 'The character could not be saved. Try again.'));
    }
  }

  return (
    <FormPanel title="Biography" headingLevel="h2" onSubmit={form.onSubmit(send)} noValidate>
      {failure && <Note icon="alert">{failure}</Note>}
      <TextField label={labelOf('originalName')} required {...form.field('originalName')} />
      {CHARACTER_TEXT_FIELDS.map((name) =>
        LONG.has(name) ? (
          <TextArea key={name} label={labelOf(name)} {...form.field(name)} />
        ) : (
          <TextField key={name} label={labelOf(name)} {...form.field(name)} />
        ),
      )}
      {CHARACTER_LIST_FIELDS.map((name) => (
        <TextArea key={name} label={`${labelOf(name)}, one a line`} {...form.field(name)} />
      ))}
      {CHARACTER_IMAGE_FIELDS.map((name) => (
        <div key={name}>
          <TextField label={`${labelOf(name)} address`} {...form.field(name)} />
          <PictureDrop
            label={labelOf(name)}
            onUploaded={(image) => form.change(name, image.path)}
          />
        </div>
      ))}
      <Button type="submit" loading={form.formState.isSubmitting}>
        Save
      </Button>
    </FormPanel>
  );
}

/** /studio/characters/:characterId (editor): the biography's fields and pictures. */
export function CharacterEditorPage() {
  const { characterId = '' } = useParams();
  const { character, error, isLoading } = useStudioCharacter(characterId);
  useStudioMeta(character?.originalName ?? studioPaths.studioCharacter.title);
  if (isLoading) return <PageLoading />;
  if (error || !character)
    return <Note icon="alert">This character could not load. Reload the page to try again.</Note>;
  return (
    <Section
      title={character.originalName}
      headingLevel="h1"
      eyebrow={studioPaths.studioCharacters.title}
    >
      <CharacterForm key={character._id} character={character} />
    </Section>
  );
}
