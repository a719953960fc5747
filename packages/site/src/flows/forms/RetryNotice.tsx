import { Button, Card, Stack, Text } from '@aarambh/ui';
import { useFormLanguage } from './FormLanguage';

export interface RetryNoticeProps {
  /** What did not happen, e.g. 'Your message has not been sent.' */
  title: string;
  /** Sends the same values again. */
  onRetry: () => void;
  /** @default 'Try Again', in the forms' language */
  retryLabel?: string;
  /** Whether a retry is on its way. @default false */
  isPending?: boolean;
}

/**
 * Beside a form whose submission failed: says that nothing typed is lost and offers to send the
 * same values again. (The failure itself is announced by its toast; this stays until the next
 * change or submission.) In the language of the forms around (`FormLanguage`).
 */
export function RetryNotice({ title, onRetry, retryLabel, isPending = false }: RetryNoticeProps) {
  const { words } = useFormLanguage();
  return (
    <Card tone="flat">
      <Stack space="sm" align="left">
        <Text weight="semibold">{title}</Text>
        <Text tone="muted">{words.retryHint}</Text>
        <Button variant="secondary" onPress={onRetry} isPending={isPending}>
          {retryLabel ?? words.tryAgain}
        </Button>
      </Stack>
    </Card>
  );
}
