export { ChildSettingsForm, type ChildSettingsFormProps } from './ChildSettingsForm';
