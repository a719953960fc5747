import { HELP_TOOLTIP_DELAY_MS, helpChatMachine, type HelpChatMachine } from '@aarambh/machines';

/** The three quick-help phrases the chat offers (docs/screens.md). */
export const helpChatPresets = [
  'I need help choosing a program or internship.',
  'I have a question about my application.',
  'I have a question about fees or payment.',
] as const;

export interface HelpChatBindings {
  /** Opens the WhatsApp link outside the site. */
  openLink: (url: string) => void;
  /** How long the closed chat waits before it offers help. @default HELP_TOOLTIP_DELAY_MS (2 s) */
  tooltipDelayMs?: number;
}

/** The help chat machine with its effect (opening the link) and its tooltip delay. */
export function bindHelpChatMachine({
  openLink,
  tooltipDelayMs = HELP_TOOLTIP_DELAY_MS,
}: HelpChatBindings): HelpChatMachine {
  return helpChatMachine.provide({
    actions: { openLink: (_, { url }) => openLink(url) },
    delays: { tooltipDelay: tooltipDelayMs },
  });
}

/** Opens `url` in a new tab that cannot reach back into the site. */
export function openInNewTab(url: string): void {
  window.open(url, '_blank', 'noopener,noreferrer');
}

/** Enter sends; Shift+Enter adds a line; Enter that confirms an input method's composition does neither. */
export function isSendKey(event: {
  key: string;
  shiftKey: boolean;
  nativeEvent?: { isComposing?: boolean };
}) {
  return event.key === 'Enter' && !event.shiftKey && event.nativeEvent?.isComposing !== true;
}
