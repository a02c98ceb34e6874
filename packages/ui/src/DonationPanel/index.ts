export { DonationPanel, donationPerkKey, type DonationPanelProps } from './DonationPanel';
export {
  chosenAmount,
  useDonationForm,
  type DonationFormOptions,
  type DonationFormState,
} from './useDonationForm';
