import { Button, Card, Stack, Text } from '@aarambh/ui';

export interface RetryNoticeProps {
  /** What did not happen, e.g. 'Your message has not been sent.' */
  title: string;
  /** Sends the same values again. */
  onRetry: () => void;
  /** @default 'Try Again' */
  retryLabel?: string;
  /** Whether a retry is on its way. @default false */
  isPending?: boolean;
}

/**
 * Beside a form whose submission failed: says that nothing typed is lost and offers to send the
 * same values again. (The failure itself is announced by its toast; this stays until the next
 * change or submission.)
 */
export function RetryNotice({
  title,
  onRetry,
  retryLabel = 'Try Again',
  isPending = false,
}: RetryNoticeProps) {
  return (
    <Card tone="flat">
      <Stack space="sm" align="left">
        <Text weight="semibold">{title}</Text>
        <Text tone="muted">Everything you entered is still here, so you can send it again.</Text>
        <Button variant="secondary" onPress={onRetry} isPending={isPending}>
          {retryLabel}
        </Button>
      </Stack>
    </Card>
  );
}
