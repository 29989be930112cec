/** The enquiry as typed. Field names are EmailJS template parameters. */
export interface EnquiryValues {
  name: string;
  email: string;
  number: string;
  service: string;
  message: string;
}

export const emptyEnquiry: EnquiryValues = {
  name: '',
  email: '',
  number: '',
  service: '',
  message: '',
};

/** Generous for real names and messages, small enough to stop junk. */
export const maxLengths: Record<keyof EnquiryValues, number> = {
  name: 80,
  email: 254,
  number: 20,
  service: 60,
  message: 2000,
};

/**
 * Accepts Indian numbers as people type them: spaces, dashes or brackets between
 * digits, and an optional +91, 91 or 0 in front of the 10 digits. Rejects letters.
 */
export function isIndianPhoneNumber(typed: string): boolean {
  if (!/^[+]?[\d\s()-]+$/.test(typed.trim())) return false;
  const digits = typed.replace(/\D/g, '');
  const national = digits.replace(/^(91(?=\d{10}$)|0(?=\d{10}$))/, '');
  return /^[1-9]\d{9}$/.test(national);
}
