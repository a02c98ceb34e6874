export {
  AnchorLink,
  ContextLink,
  LinkProvider,
  useLinkComponent,
  type LinkComponent,
  type LinkComponentProps,
  type LinkProviderProps,
} from './LinkProvider';
