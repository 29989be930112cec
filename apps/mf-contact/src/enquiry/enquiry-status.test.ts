import { describe, expect, it } from 'vitest';
import { canSubmit, type EnquiryEvent, type EnquiryStatus, nextStatus } from './enquiry-status';

const run = (events: EnquiryEvent[]): EnquiryStatus =>
  events.reduce<EnquiryStatus>(nextStatus, 'idle');

describe('enquiry status', () => {
  it('goes idle → sending → sent', () => {
    expect(run(['submit'])).toBe('sending');
    expect(run(['submit', 'succeeded'])).toBe('sent');
  });

  it('goes sending → failed, and a new submit sends again', () => {
    expect(run(['submit', 'failed'])).toBe('failed');
    expect(run(['submit', 'failed', 'submit'])).toBe('sending');
  });

  it('allows no second submit while sending, and ignores edits then', () => {
    expect(canSubmit('sending')).toBe(false);
    expect(run(['submit', 'edit'])).toBe('sending');
    expect(canSubmit('idle') && canSubmit('sent') && canSubmit('failed')).toBe(true);
  });

  it('ignores a late answer that arrives when nothing is being sent', () => {
    expect(run(['succeeded'])).toBe('idle');
    expect(run(['submit', 'succeeded', 'failed'])).toBe('sent');
  });

  it('returns to idle when the visitor edits after a result', () => {
    expect(run(['submit', 'failed', 'edit'])).toBe('idle');
  });
});
