import { ENQUIRY_EVENT, type EnquiryEventDetail, type EnquiryOutcome } from 'shared-types';

/**
 * Tells the page how an enquiry went, for the shell's field measurement (decision 019):
 * an event on window, the contract in shared-types, so neither part imports the other.
 * It says nothing of what was typed.
 */
export function announceOutcome(outcome: EnquiryOutcome): void {
  dispatchEvent(new CustomEvent<EnquiryEventDetail>(ENQUIRY_EVENT, { detail: { outcome } }));
}
