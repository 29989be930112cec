import { Children, type ReactNode } from 'react';
import { fillInParts } from 'shared-ui/site';

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
  // Children.toArray keys the elements, which the template's order already fixes.
  return <>{Children.toArray(fillInParts(template, values))}</>;
}
