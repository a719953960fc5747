import type { HelpChatEvent } from '@aarambh/machines';
import { Button, Stack, Text, TextArea } from '@aarambh/ui';
import { helpChatPresets, isSendKey } from './chatInput';

export interface ChatPanelProps {
  /** The message typed or picked. */
  text: string;
  /** Whether the chart takes a send now (the text is not blank). */
  canSend: boolean;
  send: (event: HelpChatEvent) => void;
}

/**
 * The open help chat: three quick questions, the message box (Enter sends, Shift+Enter adds a
 * line) and the send button. A chunk of its own, loaded with the chat's chart on its first use, so
 * no page loads the form fields' code for it before the visitor uses the chat.
 */
export function ChatPanel({ text, canSend, send }: ChatPanelProps) {
  return (
    <Stack space="md">
      <Text size="sm" tone="muted">
        Chat with our team on WhatsApp. Pick a question or write your own.
      </Text>
      <Stack space="xs" as="ul" aria-label="Quick questions">
        {helpChatPresets.map((preset) => (
          <li key={preset}>
            <Button
              variant="secondary"
              size="small"
              fullWidth
              onPress={() => send({ type: 'chat.selectPreset', text: preset })}
            >
              {preset}
            </Button>
          </li>
        ))}
      </Stack>
      <TextArea
        label="Your message"
        description="Enter sends; Shift+Enter starts a new line."
        rows={3}
        value={text}
        onChange={(value) => send({ type: 'chat.changeText', text: value })}
        onKeyDown={(event) => {
          if (isSendKey(event)) {
            event.preventDefault();
            send({ type: 'chat.send' });
          } else {
            event.continuePropagation();
          }
        }}
      />
      <Button onPress={() => send({ type: 'chat.send' })} isDisabled={!canSend} fullWidth>
        Send on WhatsApp
      </Button>
    </Stack>
  );
}
