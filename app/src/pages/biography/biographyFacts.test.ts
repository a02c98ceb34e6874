import { displayValue } from '@ic/domain';
import { createI18n, loadCatalogue } from '@ic/ui';
import { beforeAll, describe, expect, it } from 'vitest';
import { character, sparseCharacter } from '../../mocks/fixtures';
import { biographyFacts } from './biographyFacts';

// The labels from the English characters catalogue, as the page shows them.
const i18n = createI18n({ strict: true });
const label = (key: string) => i18n._(key);
beforeAll(() => loadCatalogue(i18n, 'en', 'characters'));

describe('biographyFacts', () => {
  it('lists every detail field of spec section 3, in order', () => {
    expect(biographyFacts(character, label).map((fact) => fact.label)).toEqual([
      'Known as',
      'Height',
      'Age',
      'Species',
      'Weight',
      'Birth date',
      'Eyes',
      'Gender',
      'Hair',
      'Place of origin',
      'Universe',
      'Family',
      'Friends',
      'Enemies',
      'Group affiliations',
      'Creator',
      'Powers',
      'Weapon',
      'Description',
      'About',
    ]);
  });

  it('passes the served values on and gives the long texts the full width', () => {
    const facts = biographyFacts(character, label);
    expect(facts.find((fact) => fact.label === 'Friends')?.value).toEqual(character.friends);
    expect(facts.filter((fact) => fact.wide).map((fact) => fact.label)).toEqual([
      'Description',
      'About',
    ]);
  });

  it('words the served age and birth date as the biography shows them', () => {
    const valueOf = (facts: ReturnType<typeof biographyFacts>, label: string) =>
      facts.find((fact) => fact.label === label)?.value;
    const dated = biographyFacts(
      {
        ...character,
        age: 1200,
        birthDate: '2001-04-14',
        birthDateNote: null,
      },
      label,
    );
    expect(valueOf(dated, 'Age')).toBe('1,200');
    expect(valueOf(dated, 'Birth date')).toBe('14 April 2001');
    const legend = biographyFacts(
      {
        ...character,
        age: 3,
        ageNote: '3 (activated)',
        birthDate: null,
        birthDateNote: 'Before the first star',
      },
      label,
    );
    expect(valueOf(legend, 'Age')).toBe('3 (activated)');
    expect(valueOf(legend, 'Birth date')).toBe('Before the first star');
  });

  it("leaves a sparse character's gaps for the N/A rule", () => {
    const shown = biographyFacts(sparseCharacter, label).map((fact) => displayValue(fact.value));
    // knownAs, height, age, species, the five empty lists, powers, weapon, description, about.
    expect(shown.filter((text) => text === 'N/A')).toHaveLength(13);
  });
});
