import { assign, setup } from 'xstate';
import { actionPlaceholder } from '../shared/submission.ts';
import { whatsAppLink } from './constants.ts';
import { helpChatDelays, initialHelpChatContext } from './withoutInput.ts';

export interface HelpChatInput {
  /** The support number; any spaces, dashes or plus are dropped for the link. */
  phoneNumber: string;
}

export interface HelpChatContext {
  phoneNumber: string;
  /** What the visitor has typed or picked from the presets. */
  text: string;
  /** Once dismissed, the tooltip does not come back. */
  tooltipDismissed: boolean;
}

export type HelpChatEvent =
  | { type: 'chat.open' }
  | { type: 'chat.close' }
  | { type: 'chat.dismissTooltip' }
  | { type: 'chat.changeText'; text: string }
  | { type: 'chat.selectPreset'; text: string }
  | { type: 'chat.send' };

/**
 * The help chat: closed (after 2 s a tooltip 'Get help from here' offers help; it can be
 * dismissed and then never returns) <-> open (a text box; send is possible only for non-blank
 * text and opens WhatsApp with the support number and the text; a preset fills the text).
 *
 * Effects to provide: the `openLink` action (opens the WhatsApp link in a new tab).
 */
export const helpChatMachine = setup({
  types: {
    context: {} as HelpChatContext,
    events: {} as HelpChatEvent,
    input: {} as HelpChatInput,
  },
  actions: {
    /** Opens `url` outside the site. */
    openLink: actionPlaceholder('openLink') as (_: unknown, params: { url: string }) => void,
    setText: assign((_, { text }: { text: string }) => ({ text })),
    clearText: assign({ text: '' }),
    dismissTooltip: assign({ tooltipDismissed: true }),
  },
  guards: {
    hasText: ({ context }) => context.text.trim() !== '',
    isTooltipDismissed: ({ context }) => context.tooltipDismissed,
  },
  delays: helpChatDelays,
}).createMachine({
  id: 'helpChat',
  context: ({ input }) => initialHelpChatContext(input),
  initial: 'closed',
  states: {
    closed: {
      initial: 'waiting',
      on: {
        'chat.open': { target: 'open' },
      },
      states: {
        waiting: {
          after: { tooltipDelay: { target: 'tooltip' } },
        },
        tooltip: {
          on: {
            'chat.dismissTooltip': { target: 'quiet', actions: 'dismissTooltip' },
          },
        },
        quiet: {},
      },
    },
    open: {
      on: {
        'chat.changeText': { actions: { type: 'setText', params: ({ event }) => event } },
        'chat.selectPreset': { actions: { type: 'setText', params: ({ event }) => event } },
        'chat.send': {
          guard: 'hasText',
          actions: [
            {
              type: 'openLink',
              params: ({ context }) => ({ url: whatsAppLink(context.phoneNumber, context.text) }),
            },
            'clearText',
          ],
        },
        'chat.close': [{ guard: 'isTooltipDismissed', target: 'closed.quiet' }, { target: 'closed' }],
      },
    },
  },
});

export type HelpChatMachine = typeof helpChatMachine;
