import { networkMessages, subscriptionLinks } from '@aarambh/machines/schemas';
import { networkMessagesHindi, unsubscribeAnswersHindi } from '@aarambh/machines/hindi';
import { describe, expect, it } from 'vitest';
import { hindiAnswers } from './hindiAnswers';

describe('hindiAnswers', () => {
  const answers = subscriptionLinks.unsubscribe.answers;

  it("gives the Hindi of the page's answers and of the network's messages, and leaves any other English", () => {
    const inHindi = hindiAnswers({ english: answers, hindi: unsubscribeAnswersHindi });
    expect(inHindi(answers.invalid)).toBe(unsubscribeAnswersHindi.invalid.text);
    expect(inHindi(networkMessages.offline)).toBe(networkMessagesHindi.offline.text);
    expect(inHindi('Something else')).toBe('Something else');
  });

  it('leaves a message English while its Hindi is stale', () => {
    const stale = {
      ...unsubscribeAnswersHindi,
      invalid: { ...unsubscribeAnswersHindi.invalid, source: '00000000' },
    };
    expect(hindiAnswers({ english: answers, hindi: stale })(answers.invalid)).toBe(answers.invalid);
  });
});
