import { useId } from 'react';
import type { TextField } from './entry-fields';
import styles from './owner.module.css';

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
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {field.label}
        {!field.required && <span className={styles.optional}> (optional)</span>}
      </label>
      {field.hint && (
        <p className={styles.hint} id={`${id}-hint`}>
          {field.hint}
        </p>
      )}
      <Input
        id={id}
        className={styles.input}
        lang={lang}
        value={value}
        rows={field.multiline ? 4 : undefined}
        aria-invalid={problem ? true : undefined}
        aria-describedby={[field.hint && `${id}-hint`, `${id}-count`].filter(Boolean).join(' ')}
        onChange={(event) => onChange(event.target.value)}
      />
      <p className={styles.count} id={`${id}-count`}>
        {field.max !== undefined ? `${value.length} of ${field.max} characters` : ''}
      </p>
      {problem && (
        <p className={styles.problem} role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}
