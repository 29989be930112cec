import type { ReactNode } from 'react';
import styles from './enquiry-form.module.css';

/** The id of the help (or error) text below the control `id`: what the control is described by. */
export const helpIdOf = (id: string) => `${id}-help`;

interface FormFieldProps {
  /** The control's id; the help text gets helpIdOf(id), for aria-describedby. */
  id: string;
  label: string;
  help?: ReactNode;
  /** Shown instead of the help text, in the error style. */
  error?: string | undefined;
  children: ReactNode;
}

/** A visible label above its control, with help or an error message below it. */
export function FormField({ id, label, help, error, children }: FormFieldProps) {
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {children}
      {(error || help) && (
        <span id={helpIdOf(id)} className={error ? styles.error : styles.help}>
          {error ?? help}
        </span>
      )}
    </div>
  );
}
