import { createRoot } from 'react-dom/client';
import { backendChoice } from '../config/backend-choice';
import { backendKey } from '../config/backend-key';
import { askNumbers, NOT_HERE, type NumbersAnswer } from './numbers-api';
import { NumbersPage } from './numbers-page';

// The owner's numbers (numbers.html), on the editor's origin: its backend on this machine
// counts them, and answers the editor's key alone, as it does for the editor.

const keyPlace = {
  location: window.location,
  storage: window.localStorage,
};
// The key is read at each question: the editor, opened again, may have brought a new one.
const ask =
  backendChoice().backend.name === 'proxy'
    ? () => askNumbers(backendKey(keyPlace), window.fetch.bind(window))
    : () => Promise.resolve<NumbersAnswer>({ kind: 'not-counted', why: NOT_HERE });

const place = document.createElement('div');
document.body.append(place);
createRoot(place).render(<NumbersPage ask={ask} />);
