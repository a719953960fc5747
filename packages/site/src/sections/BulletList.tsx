import { Icon, Inline, Stack, Text } from '@aarambh/ui';
import type { ReactNode } from 'react';

export interface BulletListProps {
  items: readonly string[];
  /** @default 'md' */
  size?: 'sm' | 'md';
  /** How each point is shown (a Hindi page marks its English fragments). @default the text as it is */
  text?: (item: string) => ReactNode;
}

/** A list of short points (requirements, benefits, features), each marked with a check. */
export function BulletList({ items, size = 'md', text = (item) => item }: BulletListProps) {
  return (
    <Stack as="ul" space="xs">
      {items.map((item) => (
        <li key={item}>
          <Inline space="xs" alignY="top" wrap={false}>
            <Text as="span" tone="brand" size={size}>
              <Icon name="check" />
            </Text>
            <Text as="span" size={size}>
              {text(item)}
            </Text>
          </Inline>
        </li>
      ))}
    </Stack>
  );
}
