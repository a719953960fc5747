// The help chat's timing, texts and link, apart from the machine so that a page can show the chat
// before its first use without loading XState.

/** How long the closed chat button waits before it offers help (docs/limits.md). */
export const HELP_TOOLTIP_DELAY_MS = 2000;

/** The help chat's texts (docs/behaviour.md). */
export const helpChatTexts = { tooltip: 'Get help from here' } as const;

/**
 * The WhatsApp link that opens a chat with `phoneNumber` (its digits only) and `text` typed in.
 */
export function whatsAppLink(phoneNumber: string, text: string): string {
  return `https://wa.me/${phoneNumber.replace(/\D/g, '')}?text=${encodeURIComponent(text)}`;
}
