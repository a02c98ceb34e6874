export { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';
export { Dialog, DialogClose, DIALOG_SIZES, dialogVariants, type DialogProps } from './Dialog';
