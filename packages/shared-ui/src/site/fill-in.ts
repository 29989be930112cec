/**
 * A template's parts in order, each placeholder replaced by its value (any kind: a string,
 * or an element for markup); an unknown placeholder stays as written.
 */
export function fillInParts<Value>(
  template: string,
  values: Record<string, Value>,
): Array<string | Value> {
  // split with a capture group alternates text and placeholder names: odd indexes are names.
  return template
    .split(/\{(\w+)\}/)
    .map((part, index) =>
      index % 2 === 0 ? part : part in values ? (values[part] as Value) : `{${part}}`,
    );
}

/**
 * A text from content data with its `{name}` placeholders filled in: the owner writes
 * "© {year} {businessName}" in each language, and the word order stays theirs.
 */
export function fillIn(template: string, values: Record<string, string | number>): string {
  return fillInParts(template, values).join('');
}
