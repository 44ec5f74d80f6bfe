// Postal code formats of the main destinations, matched against the normalised code (trimmed, upper-case).
// Patterns are anchored and allow the common optional separators; they check the format, not existence.

export interface PostalCodeFormat {
  pattern: string;
  example: string;
}

export const POSTAL_CODE_FORMATS: Readonly<Record<string, PostalCodeFormat>> = {
  CN: { pattern: '^\\d{6}$', example: '518000' },
  US: { pattern: '^\\d{5}(-\\d{4})?$', example: '10001' },
  CA: { pattern: '^[ABCEGHJ-NPRSTVXY]\\d[ABCEGHJ-NPRSTV-Z] ?\\d[ABCEGHJ-NPRSTV-Z]\\d$', example: 'K1A 0B1' },
  GB: { pattern: '^([A-Z]{1,2}\\d[A-Z\\d]? ?\\d[A-Z]{2}|GIR ?0AA)$', example: 'SW1A 1AA' },
  DE: { pattern: '^\\d{5}$', example: '10115' },
  FR: { pattern: '^\\d{5}$', example: '75001' },
  IT: { pattern: '^\\d{5}$', example: '00118' },
  ES: { pattern: '^\\d{5}$', example: '28001' },
  NL: { pattern: '^\\d{4} ?[A-Z]{2}$', example: '1011 AB' },
  BE: { pattern: '^\\d{4}$', example: '1000' },
  AT: { pattern: '^\\d{4}$', example: '1010' },
  CH: { pattern: '^\\d{4}$', example: '8001' },
  SE: { pattern: '^\\d{3} ?\\d{2}$', example: '111 22' },
  NO: { pattern: '^\\d{4}$', example: '0150' },
  DK: { pattern: '^\\d{4}$', example: '1050' },
  FI: { pattern: '^\\d{5}$', example: '00100' },
  PL: { pattern: '^\\d{2}-\\d{3}$', example: '00-001' },
  PT: { pattern: '^\\d{4}-\\d{3}$', example: '1000-001' },
  IE: { pattern: '^[A-Z]\\d[\\dW] ?[A-Z\\d]{4}$', example: 'D02 X285' },
  JP: { pattern: '^\\d{3}-?\\d{4}$', example: '100-0001' },
  KR: { pattern: '^\\d{5}$', example: '03051' },
  AU: { pattern: '^\\d{4}$', example: '2000' },
  NZ: { pattern: '^\\d{4}$', example: '1010' },
  SG: { pattern: '^\\d{6}$', example: '018956' },
  MY: { pattern: '^\\d{5}$', example: '50000' },
  TH: { pattern: '^\\d{5}$', example: '10200' },
  VN: { pattern: '^\\d{6}$', example: '100000' },
  IN: { pattern: '^\\d{6}$', example: '110001' },
  RU: { pattern: '^\\d{6}$', example: '101000' },
  BR: { pattern: '^\\d{5}-?\\d{3}$', example: '01001-000' },
  MX: { pattern: '^\\d{5}$', example: '06000' },
  TW: { pattern: '^\\d{3}(\\d{2,3})?$', example: '100' },
};

export function postalCodeFormatFor(countryCode: string): PostalCodeFormat | undefined {
  return POSTAL_CODE_FORMATS[countryCode.trim().toUpperCase()];
}
