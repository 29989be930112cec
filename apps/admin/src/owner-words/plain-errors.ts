import APIError from 'decap-cms-lib-util/dist/esm/APIError.js';

/**
 * Decap prints a backend's refusal as "API_ERROR: <why>" (its error's name first): the
 * owner reads the why alone, which this editor's backend writes in the owner's words.
 */
export function plainBackendErrors(): void {
  APIError.prototype.toString = function (this: Error) {
    return this.message;
  };
}
