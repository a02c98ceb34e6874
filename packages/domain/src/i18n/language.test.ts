import { describe, expect, it } from 'vitest';
import {
  addressInLanguage,
  chooseLanguage,
  languageFromPreferences,
  parseLanguage,
} from './language.ts';

describe('parseLanguage', () => {
  it('reads a served language in any case or region', () => {
    expect(parseLanguage('hi')).toBe('hi');
    expect(parseLanguage('HI-in')).toBe('hi');
    expect(parseLanguage('en_GB')).toBe('en');
  });

  it('refuses what we do not serve', () => {
    expect(parseLanguage('fr')).toBeNull();
    expect(parseLanguage('')).toBeNull();
    expect(parseLanguage(null)).toBeNull();
  });
});

describe('languageFromPreferences', () => {
  it('takes the most preferred language we serve', () => {
    expect(languageFromPreferences('hi-IN,hi;q=0.9,en;q=0.8')).toBe('hi');
    expect(languageFromPreferences('fr-FR, en;q=0.5, hi;q=0.7')).toBe('hi');
    expect(languageFromPreferences('en-IN, hi')).toBe('en');
  });

  it('skips q=0 and unknown languages, and reads navigator.languages', () => {
    expect(languageFromPreferences('hi;q=0, en;q=0.1')).toBe('en');
    expect(languageFromPreferences('ta, fr')).toBeNull();
    expect(languageFromPreferences(['ta-IN', 'hi-IN', 'en'])).toBe('hi');
    expect(languageFromPreferences(undefined)).toBeNull();
  });
});

describe('chooseLanguage: address > cookie > Accept-Language > English', () => {
  it('lets the address win', () => {
    expect(chooseLanguage({ param: 'hi', cookie: 'en', preferences: 'en' })).toBe('hi');
    expect(chooseLanguage({ param: 'en', cookie: 'hi', preferences: 'hi' })).toBe('en');
  });

  it('falls back to the cookie, then the browser, then English', () => {
    expect(chooseLanguage({ param: 'xx', cookie: 'hi', preferences: 'en' })).toBe('hi');
    expect(chooseLanguage({ cookie: null, preferences: 'hi-IN,en;q=0.5' })).toBe('hi');
    expect(chooseLanguage({ preferences: 'fr' })).toBe('en');
    expect(chooseLanguage({})).toBe('en');
  });
});

describe('addressInLanguage', () => {
  it('adds ?lang=hi and keeps the rest of the address', () => {
    expect(addressInLanguage('/characters?q=ra#list', 'hi')).toBe('/characters?q=ra&lang=hi#list');
    expect(addressInLanguage('https://ic.example/news/7', 'hi')).toBe(
      'https://ic.example/news/7?lang=hi',
    );
  });

  it('switches an address to English, or leaves the language out (null)', () => {
    expect(addressInLanguage('/characters?lang=hi&page=2', 'en')).toBe(
      '/characters?page=2&lang=en',
    );
    expect(addressInLanguage('/characters?lang=hi&page=2', null)).toBe('/characters?page=2');
    expect(addressInLanguage('/', null)).toBe('/');
  });
});
