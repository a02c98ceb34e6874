// Story helpers for the app's page stories too (never part of the ui entry the app ships).
export * from './viewports';
export { storyPages } from './pages';
export { activeChild, GUARDIAN_EMAIL, pausedChild, pendingChild, suspendedChild } from './guardian';
