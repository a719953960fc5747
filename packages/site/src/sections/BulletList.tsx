import { Icon, Inline, Stack, Text } from '@aarambh/ui';

export interface BulletListProps {
  items: readonly string[];
  /** @default 'md' */
  size?: 'sm' | 'md';
}

/** A list of short points (requirements, benefits, features), each marked with a check. */
export function BulletList({ items, size = 'md' }: BulletListProps) {
  return (
    <Stack as="ul" space="xs">
      {items.map((item) => (
        <li key={item}>
          <Inline space="xs" alignY="top" wrap={false}>
            <Text as="span" tone="brand" size={size}>
              <Icon name="check" />
            </Text>
            <Text as="span" size={size}>
              {item}
            </Text>
          </Inline>
        </li>
      ))}
    </Stack>
  );
}
