import { useId } from 'react';
import type { TextField } from './entry-fields';
import fieldStyles from './fields.module.css';
import screenStyles from './screen.module.css';

interface Props {
  field: TextField;
  value: string;
  problem: string | undefined;
  lang: string;
  onChange: (value: string) => void;
}

/** One text of the entry: its label, hint, a count against its limit, and its problem. */
export function TextInput({ field, value, problem, lang, onChange }: Props) {
  const id = useId();
  const Input = field.multiline ? 'textarea' : 'input';
  return (
    <div className={fieldStyles.field}>
      <label className={fieldStyles.label} htmlFor={id}>
        {field.label}
        {!field.required && <span className={fieldStyles.optional}> (optional)</span>}
      </label>
      {field.hint && (
        <p className={fieldStyles.hint} id={`${id}-hint`}>
          {field.hint}
        </p>
      )}
      <Input
        id={id}
        className={fieldStyles.input}
        lang={lang}
        value={value}
        rows={field.multiline ? 4 : undefined}
        aria-invalid={problem ? true : undefined}
        aria-describedby={[field.hint && `${id}-hint`, `${id}-count`].filter(Boolean).join(' ')}
        onChange={(event) => onChange(event.target.value)}
      />
      <p className={fieldStyles.count} id={`${id}-count`}>
        {field.max !== undefined ? `${value.length} of ${field.max} characters` : ''}
      </p>
      {problem && (
        <p className={screenStyles.problem} role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}
