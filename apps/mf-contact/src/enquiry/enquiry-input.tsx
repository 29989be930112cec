import { useState } from 'react';
import { maxLengths, type OneLineField, oneLineFields } from './enquiry-fields';
import { FormField, helpIdOf } from './form-field';

interface EnquiryInputProps {
  field: OneLineField;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Below the input, which it then describes (aria-describedby). */
  help?: string;
  /**
   * A rule of the field's own beyond the browser's (the phone number's): its message while
   * broken, '' while it holds. Absent for a field without one, which has no aria-invalid.
   */
  ownRule?: string;
}

/**
 * One of the enquiry's one-line fields, from its description in enquiry-fields.ts: required,
 * cut at its limit, its label above. A broken rule of its own is shown, and the input marked
 * invalid, once the visitor has left it: not while they are still typing.
 */
export function EnquiryInput({ field, label, value, onChange, help, ownRule }: EnquiryInputProps) {
  const [left, setLeft] = useState(false);
  const id = `enquiry-${field}`;
  const showError = left && Boolean(ownRule);
  return (
    <FormField id={id} label={label} help={help} error={showError ? ownRule : undefined}>
      <input
        id={id}
        name={field}
        {...oneLineFields[field]}
        required
        maxLength={maxLengths[field]}
        value={value}
        aria-invalid={ownRule === undefined ? undefined : showError}
        aria-describedby={help === undefined ? undefined : helpIdOf(id)}
        onChange={(event) => onChange(event.target.value)}
        onBlur={() => setLeft(true)}
      />
    </FormField>
  );
}
