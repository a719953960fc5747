// The help chat's chart while the visitor does nothing, without XState: what it shows from the
// moment it starts until its first use (see shared/withoutInput.ts). The chart uses the same
// context and delay; a unit test runs both side by side.
import type { ChartState, DelayedStep } from '../shared/withoutInput.ts';
import { HELP_TOOLTIP_DELAY_MS } from './constants.ts';
import type { HelpChatContext, HelpChatInput } from './helpChatMachine.ts';

/** The chart's delay, by the name it gives it. */
export interface HelpChatDelays {
  tooltipDelay: number;
}

/** 2 s before the tip (docs/limits.md). */
export const helpChatDelays: HelpChatDelays = { tooltipDelay: HELP_TOOLTIP_DELAY_MS };

/** The context the chart starts with. */
export function initialHelpChatContext({ phoneNumber }: HelpChatInput): HelpChatContext {
  return { phoneNumber, text: '', tooltipDismissed: false };
}

/** A state of the chart the visitor can reach by doing nothing. */
export type HelpChatStateWithoutInput = ChartState<
  { closed: 'waiting' } | { closed: 'tooltip' },
  HelpChatContext
>;

/** The state the chart starts in. */
export function helpChatStart(input: HelpChatInput): HelpChatStateWithoutInput {
  return { value: { closed: 'waiting' }, context: initialHelpChatContext(input) };
}

/** The chart's next delayed transition when the visitor does nothing: the tip, after its delay. */
export function helpChatNextWithoutInput(
  state: HelpChatStateWithoutInput,
  delays: HelpChatDelays = helpChatDelays,
): DelayedStep<HelpChatStateWithoutInput> | null {
  if (state.value.closed === 'tooltip') return null;
  return {
    afterMs: delays.tooltipDelay,
    to: { value: { closed: 'tooltip' }, context: state.context },
    actions: [],
  };
}
