// Donation amounts typed by hand (spec section 5): the rupee sign, commas and spaces are
// stripped; anything but a whole number of rupees above zero is invalid.

const WHOLE_RUPEES = /^\d+$/;

export function parseAmount(input: string): number | null {
  const cleaned = input.replace(/[₹,\s]/g, '');
  if (!WHOLE_RUPEES.test(cleaned)) return null;
  const amount = Number(cleaned);
  return Number.isSafeInteger(amount) && amount > 0 ? amount : null;
}
