import { sourceHash, type Translated } from '@aarambh/content/hindi';
import { networkMessagesHindi } from '@aarambh/machines/hindi';
import { networkMessages } from '@aarambh/machines/schemas';

/** An English set of messages beside its Hindi, key for key. */
type AnswerSet = readonly [
  english: Readonly<Record<string, string>>,
  hindi: Readonly<Record<string, Translated>>,
];

/**
 * The Hindi of the API's answers a page shows (`sets`) and of the network's messages, for a page
 * with no form of the machines: `messageInHindi` would load the Hindi of every form's messages
 * with it. A message whose Hindi is stale, or that none of the sets has, stays English, as there.
 */
export function hindiAnswers(...sets: AnswerSet[]): (english: string) => string {
  const all: AnswerSet[] = [...sets, [networkMessages, networkMessagesHindi]];
  const hindi = new Map(
    all.flatMap(([english, translated]) =>
      Object.entries(english).flatMap(([key, text]) => {
        const translation = translated[key];
        return translation && translation.source === sourceHash(text)
          ? [[text, translation.text] as const]
          : [];
      }),
    ),
  );
  return (english) => hindi.get(english) ?? english;
}
