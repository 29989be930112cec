// Whether a service is offered on the enquiry form: one rule for the schema, which checks
// that every language agrees, and for the catalogue the form reads. No imports: the
// schema's checks and the pages' bundle both take it.

/**
 * Whether a copy of a service, in one language, has a choice on the enquiry form: its
 * `enquiryChoice` written (empty, blank or missing: not offered). A copy may be missing
 * while the schema checks a file.
 */
export function offersEnquiryChoice(copy: { enquiryChoice?: unknown } | undefined): boolean {
  return typeof copy?.enquiryChoice === 'string' && copy.enquiryChoice.trim() !== '';
}
