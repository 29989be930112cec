import { useId, useState } from 'react';
import { keepTokenForDecap, signInWithGitHub } from '../git-host/github-sign-in';
import styles from './owner.module.css';

interface Props {
  /** The sign-in proxy (the build's VITE_CMS_AUTH_URL). */
  authUrl: string | undefined;
  onSignedIn: (token: string) => void;
}

/**
 * Signing in to the Git host the site lives on, through the same proxy and with the same
 * token as the full editor: signed in here, the full editor is signed in too.
 */
export function SignInScreen({ authUrl, onSignedIn }: Props) {
  const [problem, setProblem] = useState<string>();
  const [waiting, setWaiting] = useState(false);
  const [pasted, setPasted] = useState('');
  const tokenId = useId();
  const signIn = async () => {
    if (!authUrl) {
      setProblem(
        'This editor was built without its sign-in address (VITE_CMS_AUTH_URL): tell whoever looks after the website.',
      );
      return;
    }
    setWaiting(true);
    setProblem(undefined);
    try {
      const token = await signInWithGitHub(authUrl, window.location.hostname);
      keepTokenForDecap(token, window.localStorage);
      onSignedIn(token);
    } catch (error) {
      setProblem((error as Error).message);
    } finally {
      setWaiting(false);
    }
  };
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Your website</h1>
      <p>Sign in with the GitHub account your website is kept in.</p>
      <button
        type="button"
        className={styles.button}
        disabled={waiting}
        onClick={() => void signIn()}
      >
        {waiting ? 'Signing in…' : 'Sign in with GitHub'}
      </button>
      {problem && (
        <p className={styles.problem} role="alert">
          {problem}
        </p>
      )}
      {/* A fine-grained token for the one repository, when no sign-in proxy is set up
          (docs/going-live.md, "Signing in for real"): kept where the full editor reads it. */}
      <form
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          const token = pasted.trim();
          if (!token) return;
          keepTokenForDecap(token, window.localStorage);
          onSignedIn(token);
        }}
      >
        <h2 className={styles.subtitle}>Or with an access token</h2>
        <label className={styles.label} htmlFor={tokenId}>
          Access token
        </label>
        <input
          id={tokenId}
          className={styles.input}
          type="password"
          autoComplete="off"
          value={pasted}
          onChange={(event) => setPasted(event.target.value)}
        />
        <button type="submit" className={styles.secondary}>
          Sign in with this token
        </button>
      </form>
    </div>
  );
}
