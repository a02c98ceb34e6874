import { describe, expect, it } from 'vitest';
import { ageFact, ageLabel, birthDateFact, birthDateLabel, parseLongDate } from './biography.ts';

describe('parseLongDate', () => {
  it.each([
    ['14 April 2001', '2001-04-14'],
    ['2 July 1998', '1998-07-02'],
    ['19 June 1715', '1715-06-19'],
    ['1 august 1958', '1958-08-01'],
  ])('reads %s as %s', (text, iso) => {
    expect(parseLongDate(text)).toBe(iso);
  });

  it.each(['30 February 2001', '14 Aprl 2001', 'April 14, 2001', 'Unknown', '14 January'])(
    'refuses %s',
    (text) => {
      expect(parseLongDate(text)).toBeNull();
    },
  );
});

describe('ageFact', () => {
  it.each([
    ['24', { age: 24, ageNote: null }],
    ['1,200', { age: 1200, ageNote: null }],
    ['3 (activated)', { age: 3, ageNote: '3 (activated)' }],
    ['Older than stars', { age: null, ageNote: 'Older than stars' }],
    ['1200', { age: 1200, ageNote: '1200' }],
    ['', { age: null, ageNote: null }],
    [null, { age: null, ageNote: null }],
  ])('serves %j as %j', (words, fact) => {
    expect(ageFact(words)).toEqual(fact);
  });
});

describe('birthDateFact', () => {
  it.each([
    ['14 April 2001', { birthDate: '2001-04-14', birthDateNote: null }],
    ['2001-04-14', { birthDate: '2001-04-14', birthDateNote: null }],
    ['01 April 2001', { birthDate: '2001-04-01', birthDateNote: '01 April 2001' }],
    ['Before the first star', { birthDate: null, birthDateNote: 'Before the first star' }],
    [
      'Unknown, first recorded 1125',
      { birthDate: null, birthDateNote: 'Unknown, first recorded 1125' },
    ],
    ['', { birthDate: null, birthDateNote: null }],
  ])('serves %j as %j', (words, fact) => {
    expect(birthDateFact(words)).toEqual(fact);
  });
});

describe('the biography shows the words it was given', () => {
  it.each(['24', '1,200', '3 (activated)', 'Older than stars', 'Ageless', '310', '1200'])(
    'age %s',
    (words) => {
      expect(ageLabel(ageFact(words))).toBe(words);
    },
  );

  it.each([
    '14 April 2001',
    '7 January 1811',
    '26 January 2022',
    'Before the first star',
    'Unknown',
    '01 April 2001',
  ])('birth date %s', (words) => {
    expect(birthDateLabel(birthDateFact(words))).toBe(words);
  });

  it('writes out an ISO birth date and leaves missing values to N/A', () => {
    expect(birthDateLabel(birthDateFact('2001-04-14'))).toBe('14 April 2001');
    expect(birthDateLabel({ birthDate: null, birthDateNote: null })).toBeNull();
    expect(ageLabel({ age: null, ageNote: null })).toBeNull();
  });
});
