// The types of schema-patterns.mjs for TypeScript callers that do not check JavaScript
// (the editor).

/** The limits of a pattern: its characters, its repeats of varying count, its `|`s. */
export const PATTERN_LIMITS: { length: number; repeats: number; alternatives: number };

/** Why the editor must not compile `pattern`, in words, or undefined when it may. */
export function patternProblem(pattern: unknown): string | undefined;

/** Every `pattern` a schema holds, at any depth (a field's, a list item's, a language's). */
export function patternsOf(schema: unknown): string[];
