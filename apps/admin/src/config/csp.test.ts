import { describe, expect, it } from 'vitest';
import { adminCsp } from '../../csp.ts';

/** What a policy lets run as script: its script-src, else its default-src. */
const scriptSources = (policy: string): string[] => {
  const directives = new Map(
    policy.split(';').map((directive) => {
      const [name = '', ...sources] = directive.trim().split(/\s+/);
      return [name, sources] as const;
    }),
  );
  return directives.get('script-src') ?? directives.get('default-src') ?? [];
};
/** Whether a policy lets text become code: eval, new Function, a string to setTimeout. */
const allowsEval = (policy: string) =>
  scriptSources(policy).some((source) => /^'(?:unsafe-eval|wasm-unsafe-eval)'$/.test(source));

describe("the editor's policy (every page on its origin, where the Git token is kept)", () => {
  it('runs its own files alone, and no eval', () => {
    for (const policy of [
      adminCsp('https://api.github.com', 'https://api.github.com'),
      adminCsp('https://api.github.com', 'http://localhost:8082', ['https://services.example']),
    ]) {
      expect(scriptSources(policy)).toEqual(["'self'"]);
      expect(allowsEval(policy)).toBe(false);
      expect(policy).not.toContain('unsafe-eval');
    }
  });

  it("would be seen to allow eval with 'unsafe-eval' in it (control)", () => {
    const policy = adminCsp('https://api.github.com', 'https://api.github.com');
    const withEval = policy.replace("script-src 'self'", "script-src 'self' 'unsafe-eval'");
    expect(withEval).not.toBe(policy);
    expect(allowsEval(withEval)).toBe(true);
    expect(allowsEval("default-src 'self' 'unsafe-eval'")).toBe(true);
  });
});
