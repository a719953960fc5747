import {
  helpChatDelays,
  helpChatMachine,
  type HelpChatDelays,
  type HelpChatMachine,
} from '@aarambh/machines';

export interface HelpChatBindings {
  /** Opens the WhatsApp link outside the site. */
  openLink: (url: string) => void;
  /** How long the closed chat waits before it offers help. @default helpChatDelays (2 s) */
  delays?: HelpChatDelays;
}

/** The help chat machine with its effect (opening the link) and its tooltip delay. */
export function bindHelpChatMachine({
  openLink,
  delays = helpChatDelays,
}: HelpChatBindings): HelpChatMachine {
  return helpChatMachine.provide({
    actions: { openLink: (_, { url }) => openLink(url) },
    delays,
  });
}
