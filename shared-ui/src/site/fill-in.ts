/**
 * A text from content data with its `{name}` placeholders filled in: the owner writes
 * "© {year} {businessName}" in each language, and the word order stays theirs.
 */
export function fillIn(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    name in values ? String(values[name]) : placeholder,
  );
}
