// The Hindi of the contact and feedback forms' messages and toasts, keyed like their English sets
// (a missing or an extra key fails the type check), each text with the hash of the English it
// translates. Only Hindi pages import them (`@aarambh/machines/hindi`). See docs/i18n.md.
import type { Translation } from '@aarambh/content/hindi';
import type { contactTexts } from '../contactMessage/contactMessageMachine.ts';
import type { feedbackTexts } from '../feedback/feedbackMachine.ts';
import type { contactMessages } from '../schemas/contact.ts';
import type { feedbackMessages } from '../schemas/feedback.ts';

export const contactMessagesHindi: Translation<typeof contactMessages> = {
  phoneInvalid: { text: 'कृपया सही फ़ोन नंबर लिखें', source: '86d4e681' },
  company: { text: 'कंपनी का नाम 2 से 100 अक्षरों का होना चाहिए', source: '5b8162a3' },
  subjectRequired: { text: 'विषय ज़रूरी है', source: '2c530182' },
  subjectTooShort: { text: 'विषय कम से कम 5 अक्षरों का होना चाहिए', source: '83f9b438' },
  subjectTooLong: { text: 'विषय 100 अक्षरों से छोटा होना चाहिए', source: '89360212' },
  messageRequired: { text: 'संदेश ज़रूरी है', source: '71fc2825' },
  messageTooShort: { text: 'संदेश कम से कम 10 अक्षरों का होना चाहिए', source: '42ff7b85' },
  messageTooLong: { text: 'संदेश 1000 अक्षरों से छोटा होना चाहिए', source: 'b9fa185d' },
  inquiryType: { text: 'कृपया पूछताछ का प्रकार चुनें', source: 'cbd389ab' },
};

export const feedbackMessagesHindi: Translation<typeof feedbackMessages> = {
  nameTooLong: { text: 'नाम 100 अक्षरों से छोटा होना चाहिए', source: 'b84fc051' },
  email: { text: 'कृपया सही ई-मेल पता लिखें', source: '2c68a164' },
  emailTooLong: { text: 'ई-मेल 100 अक्षरों से छोटा होना चाहिए', source: '1d58bd0a' },
  messageRequired: { text: 'संदेश ज़रूरी है', source: '71fc2825' },
  messageTooShort: { text: 'संदेश कम से कम 10 अक्षरों का होना चाहिए', source: '42ff7b85' },
  messageTooLong: { text: 'संदेश 1000 अक्षरों से छोटा होना चाहिए', source: 'b9fa185d' },
  rating: { text: 'रेटिंग 1 से 5 के बीच होनी चाहिए', source: '55bb7813' },
  required: { text: 'ज़रूरी है', source: '51e4b240' },
  invalid: { text: 'यह जानकारी सही नहीं है', source: 'bb90cb34' },
};

export const contactTextsHindi: Translation<typeof contactTexts> = {
  sendingLabel: { text: 'संदेश भेजा जा रहा है...', source: 'a5285560' },
  success: {
    title: { text: 'संदेश भेज दिया गया!', source: '84ae13f6' },
    description: {
      text: 'हमसे संपर्क करने के लिए धन्यवाद। हम 24 घंटे के अंदर आपको जवाब देंगे। पुष्टि के लिए अपना ई-मेल देखें।',
      source: 'bc87356a',
    },
  },
  warning: {
    title: { text: 'संदेश भेजा गया, पर ई-मेल में दिक्कत आई', source: 'b3dd34ab' },
    description: {
      text: 'आपका संदेश हमें मिल गया है, पर ई-मेल भेजने में कुछ दिक्कत आई। हम फिर भी जल्द ही आपसे संपर्क करेंगे!',
      source: 'a300d2d9',
    },
  },
  failureTitle: { text: 'संदेश नहीं भेजा जा सका', source: '2ea217f2' },
  failureFallback: { text: 'संदेश नहीं भेजा जा सका', source: 'f29e2472' },
  nonStandardFailure: {
    text: 'कृपया फिर से कोशिश करें या सीधे ई-मेल से हमसे संपर्क करें।',
    source: 'a0a2d309',
  },
  failureDescription: {
    text: 'गड़बड़ी: {message}। कृपया फिर से कोशिश करें या सीधे ई-मेल से हमसे संपर्क करें।',
    source: 'f45697b0',
  },
};

export const feedbackTextsHindi: Translation<typeof feedbackTexts> = {
  success: { text: 'आपकी राय के लिए धन्यवाद!', source: '596e169c' },
  failureFallback: { text: 'आपकी राय नहीं भेजी जा सकी', source: 'f413c1d2' },
};
