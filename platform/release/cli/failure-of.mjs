// @ts-check
// What a command prints when it fails, made safe for a terminal or a CI log.
import { printable } from '../core/printable.mjs';

/**
 * What a command says when it stops: one line, no stack, no control character, nothing of
 * the credentials (neither the SDK's errors nor ours carry them).
 * @param {unknown} error
 */
export function failureOf(error) {
  if (!(error instanceof Error)) return printable(String(error));
  if (error.name === 'CredentialsProviderError') {
    return 'no AWS credentials: set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY (and AWS_SESSION_TOKEN for temporary ones)';
  }
  return printable(error.name === 'Error' ? error.message : `${error.name}: ${error.message}`);
}
