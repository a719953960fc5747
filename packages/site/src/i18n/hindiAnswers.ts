import { currentHindiMessages, networkMessagesHindi, type MessageSet } from '@aarambh/machines/hindi';
import { networkMessages } from '@aarambh/machines/schemas';

/**
 * The Hindi of the API's answers a page shows (`sets`) and of the network's messages, for a page
 * with no form of the machines: `messageInHindi` would load the Hindi of every form's messages
 * with it. A message whose Hindi is stale, or that none of the sets has, stays English, as there.
 */
export function hindiAnswers(...sets: MessageSet<unknown>[]): (english: string) => string {
  const hindi = currentHindiMessages([...sets, { english: networkMessages, hindi: networkMessagesHindi }]);
  return (english) => hindi.get(english) ?? english;
}
