import { company } from '../company.ts';
import type { Translation } from '../translation.ts';
import type { confirmPrivacyRequestCopy, privacyRequestCopy } from './privacyRequest.ts';

/** The privacy request form in Hindi (`/hi/privacy/request`): a person's rights in their language. */
export const privacyRequestHindi: Translation<typeof privacyRequestCopy> = {
  title: { text: 'आपका डेटा: अनुरोध करें', source: 'd279618c' },
  description: {
    text: `${company.name} से अपने डेटा की कॉपी, उसमें सुधार या उसे मिटाने के लिए कहें, किसी को नामित करें, या शिकायत करें।`,
    source: '92ca3a02',
  },
  heading: { text: 'आपका डेटा: अनुरोध करें', source: 'd279618c' },
  intro: {
    text: 'हमें बताएँ कि आप क्या चाहते हैं, और हमारे साथ आपने कौन-सा ई-मेल पता इस्तेमाल किया था। हम उस पते पर एक लिंक भेजते हैं: उसे खोलने पर ही अनुरोध माना जाता है, और उसके 30 दिनों के अंदर हम जवाब देते हैं।',
    source: 'b6506319',
  },
  type: { text: 'आप क्या माँग रहे हैं?', source: '82f88433' },
  email: { text: 'ई-मेल पता', source: 'f1f487f3' },
  emailHint: { text: 'वह पता जिससे आपने आवेदन किया, हमें लिखा या सदस्यता ली', source: '92a98000' },
  reference: { text: 'रेफ़रेंस (अगर आपके पास है)', source: '02affb83' },
  referenceHint: { text: 'जैसा हमारे ई-मेल में लिखा है, जैसे AL-7K3M-Q2PC', source: '2c4ac14a' },
  details: { text: 'विवरण', source: '0ec24245' },
  detailsHint: {
    text: 'क्या सुधारना है, आप किसे नामित कर रहे हैं और उनसे कैसे संपर्क करें, या आपकी शिकायत क्या है',
    source: '6ed7f604',
  },
  button: { text: 'अनुरोध भेजें', source: 'ed90519a' },
  pending: { text: 'भेजा जा रहा है...', source: '09d26e8d' },
  failed: { text: 'हम आपका अनुरोध नहीं भेज सके। कृपया फिर से कोशिश करें।', source: 'f80c94e6' },
  policy: { text: 'हम आपके डेटा को कैसे संभालते हैं: हमारी गोपनीयता नीति', source: '9313d9a0' },
};

/** The page a Hindi privacy request's mailed link opens (`/hi/privacy/request/confirm`). */
export const confirmPrivacyRequestHindi: Translation<typeof confirmPrivacyRequestCopy> = {
  title: { text: 'अपने गोपनीयता अनुरोध की पुष्टि करें', source: 'f8b4c3b7' },
  description: {
    text: `${company.name} से किए गए अपने गोपनीयता अनुरोध की पुष्टि करें।`,
    source: 'f9035b86',
  },
  heading: { text: 'अपने गोपनीयता अनुरोध की पुष्टि करें', source: 'f8b4c3b7' },
  text: {
    text: 'हमारे गोपनीयता अनुरोध पेज पर किए गए अनुरोध की पुष्टि के लिए बटन दबाएँ। अगर आपने कोई अनुरोध नहीं किया था, तो यह पेज बंद कर दें: कुछ नहीं होगा।',
    source: 'e0ab0015',
  },
  button: { text: 'अनुरोध की पुष्टि करें', source: '1e3dbbfa' },
  pending: { text: 'पुष्टि की जा रही है...', source: 'c71f75ad' },
  missingToken: {
    text: 'इस पेज के लिए हमारे ई-मेल का लिंक चाहिए। कृपया इसे ई-मेल से खोलें।',
    source: '3a641b26',
  },
  failed: { text: 'हम आपके अनुरोध की पुष्टि नहीं कर सके। कृपया फिर से कोशिश करें।', source: 'c2f200d6' },
  doneHeading: { text: 'अनुरोध की पुष्टि हो गई', source: 'e93472f7' },
  due: { text: 'हम {date} तक जवाब देंगे।', source: '1e3aea2e' },
};
