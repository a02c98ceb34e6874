export { DonationPanel, donationPerkKey, type DonationPanelProps } from './DonationPanel';
export {
  chosenAmount,
  donationPayload,
  useDonationForm,
  type DonationFormOptions,
  type DonationFormState,
} from './useDonationForm';
