import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { en, labels, renderForm } from './enquiry-form.testing';

describe('EnquiryForm: a field filled in wrong', () => {
  beforeEach(() => {
    localStorage.clear();
  });

  it('explains a phone number with letters once the visitor leaves the field', async () => {
    renderForm();
    const user = userEvent.setup();
    const phone = screen.getByLabelText(labels.number);
    await user.type(phone, '98765abcde');
    await user.tab();
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText(en.validation.phoneInvalid)).toBeInTheDocument();
    expect((phone as HTMLInputElement).validity.valid).toBe(false);
  });

  it('asks for an empty field in words of its own', () => {
    renderForm();
    expect((screen.getByLabelText(labels.name) as HTMLInputElement).validationMessage).toBe(
      en.validation.fieldEmpty,
    );
  });
});
