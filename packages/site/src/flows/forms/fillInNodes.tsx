import { Fragment, type ReactNode } from 'react';

/**
 * A text with each `{name}` in it replaced by a node (a link), in the text's own order: the same
 * sentence in either language, whose word order puts the links where it needs them.
 */
export function fillInNodes(text: string, nodes: Readonly<Record<string, ReactNode>>): ReactNode {
  return text
    .split(/\{(\w+)\}/)
    .map((part, index) =>
      index % 2 === 1 ? <Fragment key={index}>{nodes[part] ?? `{${part}}`}</Fragment> : part,
    );
}
