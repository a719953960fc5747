import type { HelpChatEvent } from '@aarambh/machines';
import { Button, Stack, Text, TextArea } from '@aarambh/ui';
import type { ReactNode } from 'react';
import { chatPanelCopy, type Copy, type Locale } from '@aarambh/content';
import { isSendKey } from './chatInput';

/**
 * The open chat's words in a page's language other than English (`HelpChat`'s `loadPanelWords`):
 * the words, the language they are in (English while their Hindi is stale) and how a text of them
 * is shown (Hindi marks its Latin-script words).
 */
export interface ChatPanelWords {
  lang: Locale;
  copy: Copy<typeof chatPanelCopy>;
  render?: ((value: string) => ReactNode) | undefined;
}

export interface ChatPanelProps {
  /** The message typed or picked. */
  text: string;
  /** Whether the chart takes a send now (the text is not blank). */
  canSend: boolean;
  send: (event: HelpChatEvent) => void;
  /** The chat's words in the page's language. @default chatPanelCopy, the English, as they are */
  words?: ChatPanelWords | undefined;
}

/**
 * The open help chat: three quick questions, the message box (Enter sends, Shift+Enter adds a
 * line) and the send button. A chunk of its own, loaded with the chat's chart on its first use, so
 * no page loads the form fields' code for it before the visitor uses the chat.
 */
export function ChatPanel({ text, canSend, send, words }: ChatPanelProps) {
  const { copy = chatPanelCopy, render = (value: string): ReactNode => value } = words ?? {};
  const panel = (
    <Stack space="md">
      <Text size="sm" tone="muted">
        {render(copy.intro)}
      </Text>
      <Stack space="xs" as="ul" aria-label={copy.presetsLabel}>
        {copy.presets.map((preset) => (
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
        label={copy.messageLabel}
        description={render(copy.messageHint)}
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
        {render(copy.send)}
      </Button>
    </Stack>
  );
  // Marked with the language of its words, which loaded apart from the page's.
  return words ? (
    <div lang={words.lang} style={{ display: 'contents' }}>
      {panel}
    </div>
  ) : (
    panel
  );
}
