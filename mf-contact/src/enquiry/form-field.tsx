import type { ReactNode } from 'react';
import styles from './enquiry-form.module.css';

interface FormFieldProps {
  /** The control's id; the help text gets `${id}-help`, for aria-describedby. */
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
        <span id={`${id}-help`} className={error ? styles.error : styles.help}>
          {error ?? help}
        </span>
      )}
    </div>
  );
}
