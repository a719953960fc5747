import { company } from '../company.ts';
import type { Translation } from '../translation.ts';
import type { confirmGuardianCopy } from './guardian.ts';

/**
 * The page a parent's or guardian's mailed link opens, in Hindi (`/hi/guardian/confirm`): the link
 * of an application made on a Hindi page.
 */
export const confirmGuardianHindi: Translation<typeof confirmGuardianCopy> = {
  title: { text: 'आवेदन की पुष्टि करें', source: '376b4f18' },
  description: {
    text: `माता-पिता या अभिभावक ${company.name} में किए गए आवेदन की पुष्टि करते हैं।`,
    source: '6ac32a51',
  },
  heading: { text: 'आवेदन की पुष्टि करें', source: '376b4f18' },
  text: {
    text: '18 साल से कम उम्र के किसी व्यक्ति ने हमारे किसी प्रोग्राम के आवेदन में आपको अपना माता-पिता या अभिभावक बताया है। अगर आप इसके लिए सहमत हैं, तो बटन दबाएँ। अगर आप इस आवेदन के बारे में नहीं जानते, तो यह पेज बंद कर दें: लिंक की अवधि ख़त्म होने पर आवेदन मिटा दिया जाता है।',
    source: '51a0cae4',
  },
  button: { text: 'मैं सहमत हूँ: आवेदन भेजें', source: 'bd5d65ad' },
  pending: { text: 'पुष्टि की जा रही है...', source: 'c71f75ad' },
  doneHeading: { text: 'आवेदन की पुष्टि हो गई', source: '1b002620' },
  missingToken: { text: 'इस पेज के लिए हमारे ई-मेल का लिंक चाहिए। कृपया इसे ई-मेल से खोलें।', source: '3a641b26' },
  failed: { text: 'हम आवेदन की पुष्टि नहीं कर सके। कृपया फिर से कोशिश करें।', source: 'f89672a1' },
};
