export * from './LanguageSwitch';
