import { useId } from 'react';
import buttonStyles from './buttons.module.css';
import fieldStyles from './fields.module.css';
import { type ReadyPhoto, readyPhoto } from './photo';
import screenStyles from './screen.module.css';
import { useTask } from './use-task';

interface Props {
  label: string;
  /** The file name saved now ('ac.svg'), and the photo chosen since, if any. */
  current: string;
  chosen: ReadyPhoto | undefined;
  onChosen: (photo: ReadyPhoto) => void;
}

/**
 * The entry's picture: a new one from the phone's camera or gallery (the phone offers
 * both for `accept="image/*"`), made ready to save at once, or why it cannot be used.
 */
export function PictureInput({ label, current, chosen, onChosen }: Props) {
  const id = useId();
  const { running: reading, problem, run } = useTask();
  const choose = async (file: File | undefined) => {
    if (file) await run(async () => onChosen(await readyPhoto(file)));
  };
  return (
    <div className={fieldStyles.field}>
      <p className={fieldStyles.label}>{label}</p>
      {chosen ? (
        <img className={fieldStyles.photo} src={chosen.dataUrl} alt="Your choice, not saved yet" />
      ) : (
        <p className={fieldStyles.hint}>Now: {current}</p>
      )}
      <label className={buttonStyles.secondary} htmlFor={id}>
        {reading ? 'Reading the photo…' : chosen ? 'Choose another photo' : 'Change the photo'}
      </label>
      <input
        id={id}
        className={buttonStyles.fileInput}
        type="file"
        accept="image/*"
        onChange={(event) => void choose(event.target.files?.[0])}
      />
      {problem && (
        <p className={screenStyles.problem} role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}
