// Policy facts from spec sections 1, 6 and 9, quoted by the legal pages and enforced by signup.

export const ADULT_AGE = 18;
export const COPYRIGHT_YEARS = '2025–26';

export const POLICY = {
  effectiveDate: '2025-08-15',
  refundWindowDays: 7,
  acknowledgeHours: 48,
  refundProcessingDays: '7–10',
  grievanceDays: 15,
  childDeletionDays: 7,
  harassmentAckHours: 24,
  harassmentInvestigationDays: 7,
  ratings: [
    { code: 'G', label: 'General' },
    { code: 'PG', label: 'Parental Guidance' },
    { code: 'T', label: 'Teen' },
  ],
  minimumIndependentAge: ADULT_AGE,
  encryption: 'AES-256',
} as const;

export const SUPERHERO_COUNT_CLAIM = 2500;

/** How long a guardian's consent link stays valid (the server's consent TTL). */
export const CONSENT_LINK_DAYS = 7;
