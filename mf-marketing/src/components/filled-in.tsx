import { Children, type ReactNode } from 'react';

/**
 * shared-ui's fillIn for markup: a template's `{name}` placeholders become elements (a
 * phone link, an e-mail link), so each language keeps its own word order around them.
 */
export function FilledIn({
  template,
  values,
}: {
  template: string;
  values: Record<string, ReactNode>;
}) {
  // split with a capture group alternates text and placeholder names: even indexes are text.
  const nodes = template
    .split(/\{(\w+)\}/)
    .map((part, index) => (index % 2 === 0 ? part : part in values ? values[part] : `{${part}}`));
  // Children.toArray keys the elements, which the template's order already fixes.
  return <>{Children.toArray(nodes)}</>;
}
