// The help chat's parts that need no statechart: which key sends, where the link opens. The
// component uses them before its chart has loaded (see HelpChat.tsx). What it offers (its three
// quick-help phrases, docs/screens.md) is its copy, `helpChatCopy` in @aarambh/content.

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
