import { displayValue } from '@ic/domain';
import { describe, expect, it } from 'vitest';
import { character, sparseCharacter } from '../../mocks/fixtures';
import { biographyFacts } from './biographyFacts';

describe('biographyFacts', () => {
  it('lists every detail field of spec section 3, in order', () => {
    expect(biographyFacts(character).map((fact) => fact.label)).toEqual([
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
    const facts = biographyFacts(character);
    expect(facts.find((fact) => fact.label === 'Friends')?.value).toEqual(character.friends);
    expect(facts.filter((fact) => fact.wide).map((fact) => fact.label)).toEqual([
      'Description',
      'About',
    ]);
  });

  it("leaves a sparse character's gaps for the N/A rule", () => {
    const shown = biographyFacts(sparseCharacter).map((fact) => displayValue(fact.value));
    // knownAs, height, age, species, the five empty lists, powers, weapon, description, about.
    expect(shown.filter((text) => text === 'N/A')).toHaveLength(13);
  });
});
