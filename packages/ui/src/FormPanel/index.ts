export {
  FORM_ACTIONS_LAYOUTS,
  FORM_PANEL_GAPS,
  FORM_PANEL_PADDINGS,
  FormActions,
  FormAlert,
  FormGroup,
  formActionsVariants,
  FormPanel,
  formPanelVariants,
  type FormActionsProps,
  type FormPanelProps,
} from './FormPanel';
