import { useId, useState } from 'react';
import { keepTokenForDecap, signInWithGitHub } from '../git-host/github-sign-in';
import buttonStyles from './buttons.module.css';
import fieldStyles from './fields.module.css';
import screenStyles from './screen.module.css';
import { useTask } from './use-task';

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
  const { running: waiting, problem, setProblem, run } = useTask();
  const [pasted, setPasted] = useState('');
  const tokenId = useId();
  const signIn = async () => {
    if (!authUrl) {
      setProblem(
        'This editor was built without its sign-in address (VITE_CMS_AUTH_URL): tell whoever looks after the website.',
      );
      return;
    }
    await run(async () => {
      const token = await signInWithGitHub(authUrl, window.location.hostname);
      keepTokenForDecap(token, window.localStorage);
      onSignedIn(token);
    });
  };
  return (
    <div className={screenStyles.page}>
      <h1 className={screenStyles.title}>Your website</h1>
      <p>Sign in with the GitHub account your website is kept in.</p>
      <button
        type="button"
        className={buttonStyles.button}
        disabled={waiting}
        onClick={() => void signIn()}
      >
        {waiting ? 'Signing in…' : 'Sign in with GitHub'}
      </button>
      {problem && (
        <p className={screenStyles.problem} role="alert">
          {problem}
        </p>
      )}
      {/* A fine-grained token for the one repository, when no sign-in proxy is set up
          (docs/going-live.md, "Signing in for real"): kept where the full editor reads it. */}
      <form
        className={fieldStyles.form}
        onSubmit={(event) => {
          event.preventDefault();
          const token = pasted.trim();
          if (!token) return;
          keepTokenForDecap(token, window.localStorage);
          onSignedIn(token);
        }}
      >
        <h2 className={screenStyles.subtitle}>Or with an access token</h2>
        <label className={fieldStyles.label} htmlFor={tokenId}>
          Access token
        </label>
        <input
          id={tokenId}
          className={fieldStyles.input}
          type="password"
          autoComplete="off"
          value={pasted}
          onChange={(event) => setPasted(event.target.value)}
        />
        <button type="submit" className={buttonStyles.secondary}>
          Sign in with this token
        </button>
      </form>
    </div>
  );
}
