/** The form's life: idle until sent; one send at a time; after it, sent or failed. */
export type EnquiryStatus = 'idle' | 'sending' | 'sent' | 'failed';
export type EnquiryEvent = 'submit' | 'succeeded' | 'failed' | 'edit';

export function nextStatus(status: EnquiryStatus, event: EnquiryEvent): EnquiryStatus {
  switch (event) {
    case 'submit':
      // From any state, including 'sending': a second submit changes nothing there.
      return 'sending';
    case 'succeeded':
      return status === 'sending' ? 'sent' : status;
    case 'failed':
      return status === 'sending' ? 'failed' : status;
    case 'edit':
      return status === 'sending' ? 'sending' : 'idle';
  }
}

export function canSubmit(status: EnquiryStatus): boolean {
  return status !== 'sending';
}
