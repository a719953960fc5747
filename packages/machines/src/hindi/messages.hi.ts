// The Hindi of the machines' messages: each set has the keys of its English set (a missing or an
// extra key fails the type check), each text with the hash of the English it translates. Only
// Hindi pages import them (`@aarambh/machines/hindi`). See docs/i18n.md.
import type { Translated, Translation } from '@aarambh/content/hindi';
import type { internshipApplicationTexts } from '../internshipApplication/internshipApplicationMachine.ts';
import type { paymentTexts } from '../payment/paymentMachine.ts';
import type { emailMessages } from '../schemas/email.ts';
import type { firstNameMessages, genericMessages, lastNameMessages } from '../schemas/fields.ts';
import type { ageGroupLabels, guardianMessages } from '../schemas/guardian.ts';
import type { internshipMessages } from '../schemas/internship.ts';
import type { jobApplicationTexts } from '../jobApplication/jobApplicationMachine.ts';
import type { jobMessages } from '../schemas/job.ts';
import type { paymentToasts } from '../schemas/payment.ts';
import type { jobResumeRule, resumeRule } from '../schemas/resume.ts';

export const emailMessagesHindi: Translation<typeof emailMessages> = {
  required: { text: 'ई-मेल ज़रूरी है', source: 'e5344bfa' },
  invalid: { text: 'कृपया सही ई-मेल पता लिखें', source: '2c68a164' },
  tooLong: { text: 'ई-मेल 100 अक्षरों से छोटा होना चाहिए', source: '1d58bd0a' },
};

export const firstNameMessagesHindi: Translation<typeof firstNameMessages> = {
  required: { text: 'पहला नाम ज़रूरी है', source: 'a21db1c9' },
  tooShort: { text: 'पहला नाम कम से कम 2 अक्षरों का होना चाहिए', source: '198b29f8' },
  tooLong: { text: 'पहला नाम 50 अक्षरों से छोटा होना चाहिए', source: '640efd1d' },
  pattern: { text: "पहले नाम में सिर्फ़ अक्षर, स्पेस, हाइफ़न (-) और अपॉस्ट्रॉफ़ी (') हो सकते हैं", source: '0343a93a' },
};

export const lastNameMessagesHindi: Translation<typeof lastNameMessages> = {
  required: { text: 'उपनाम ज़रूरी है', source: 'f308a2b1' },
  tooShort: { text: 'उपनाम कम से कम 2 अक्षरों का होना चाहिए', source: 'a04c7ef0' },
  tooLong: { text: 'उपनाम 50 अक्षरों से छोटा होना चाहिए', source: '17649675' },
  pattern: { text: "उपनाम में सिर्फ़ अक्षर, स्पेस, हाइफ़न (-) और अपॉस्ट्रॉफ़ी (') हो सकते हैं", source: '2fc370c2' },
};

export const genericMessagesHindi: Translation<typeof genericMessages> = {
  required: { text: 'ज़रूरी है', source: '51e4b240' },
  invalid: { text: 'यह जानकारी सही नहीं है', source: 'bb90cb34' },
};

export const internshipMessagesHindi: Translation<typeof internshipMessages> = {
  phoneRequired: { text: 'फ़ोन नंबर ज़रूरी है', source: 'cc8eac29' },
  phoneInvalid: { text: 'कृपया सही फ़ोन नंबर लिखें', source: '86d4e681' },
  phoneTooShort: { text: 'फ़ोन नंबर में कम से कम 10 अंक होने चाहिए', source: 'ccb5f2a7' },
  universityRequired: { text: 'यूनिवर्सिटी का नाम ज़रूरी है', source: '8851aac8' },
  university: { text: 'यूनिवर्सिटी का नाम 2 से 100 अक्षरों का होना चाहिए', source: '662d38e1' },
  majorRequired: { text: 'मुख्य विषय ज़रूरी है', source: '31ddad37' },
  major: { text: 'मुख्य विषय 2 से 100 अक्षरों का होना चाहिए', source: '2955f7e8' },
  graduationYear: { text: 'ग्रेजुएशन का साल ज़रूरी है', source: '375fd57b' },
  availability: { text: 'आप कब से शुरू कर सकते हैं, यह चुनना ज़रूरी है', source: '4c5ba4cb' },
  duration: { text: 'अवधि चुनना ज़रूरी है', source: '501f49ec' },
  gpa: { text: 'GPA 0.0 से 4.0 के बीच होना चाहिए', source: '51d61c72' },
  coverLetter: { text: 'कवर लेटर लिखें, तो वह 50 से 2000 अक्षरों का होना चाहिए', source: '4e67e392' },
  linkedin: { text: 'कृपया अपनी LinkedIn प्रोफ़ाइल का सही URL लिखें', source: '3a23909e' },
  portfolio: { text: 'कृपया सही URL लिखें', source: 'deb4b1ad' },
  transactionIdRequired: { text: 'ट्रांज़ैक्शन आईडी ज़रूरी है', source: '0adcc53d' },
  transactionIdTooShort: { text: 'ट्रांज़ैक्शन आईडी कम से कम 10 अक्षरों की होनी चाहिए', source: 'b48da77d' },
  transactionIdTooLong: { text: 'ट्रांज़ैक्शन आईडी 50 अक्षरों से छोटी होनी चाहिए', source: 'dbe574b9' },
  paymentDone: { text: 'आपको पुष्टि करनी होगी कि भुगतान हो गया है', source: '124f0cd5' },
  agreedToTerms: { text: 'आपको नियम और शर्तें माननी होंगी', source: '4fc4446b' },
  consentApplication: {
    text: 'इस आवेदन के लिए अपनी जानकारी के इस्तेमाल की सहमति देना ज़रूरी है',
    source: '6b183d1d',
  },
  opportunityNotFound: { text: 'यह अवसर नहीं मिला', source: '956a233b' },
  required: { text: 'ज़रूरी है', source: '51e4b240' },
  invalid: { text: 'यह जानकारी सही नहीं है', source: 'bb90cb34' },
};

export const guardianMessagesHindi: Translation<typeof guardianMessages> = {
  age: { text: 'कृपया बताएँ कि आपकी उम्र 18 साल या उससे ज़्यादा है या नहीं', source: '4c894af6' },
  nameRequired: { text: 'माता-पिता या अभिभावक का नाम ज़रूरी है', source: 'ad6eff2f' },
  name: {
    text: 'माता-पिता या अभिभावक का नाम 2 से 50 अक्षरों का होना चाहिए, और उसमें सिर्फ़ अक्षर, स्पेस, हाइफ़न या अपॉस्ट्रॉफ़ी हो सकते हैं',
    source: '2195b7fe',
  },
  emailRequired: { text: 'माता-पिता या अभिभावक का ई-मेल ज़रूरी है', source: '6c5b6f96' },
  email: { text: 'कृपया सही ई-मेल पता लिखें', source: '2c68a164' },
  sameEmail: { text: 'माता-पिता या अभिभावक का ई-मेल उन्हीं का होना चाहिए, आपका नहीं', source: '9343a630' },
  declaration: { text: 'कृपया घोषणा की पुष्टि करें', source: '32313154' },
  held: {
    text: 'हमने आपके माता-पिता या अभिभावक को ई-मेल भेज दिया है। वे 7 दिन के अंदर पुष्टि करेंगे, तब आपका आवेदन भेजा जाएगा; फ़ीस उसके बाद माँगी जाएगी।',
    source: '56f556c5',
  },
  confirmed: { text: 'धन्यवाद। आवेदन भेज दिया गया है, और हमने आवेदक को ई-मेल कर दिया है।', source: '13f4db41' },
  expired: {
    text: 'इस लिंक की अवधि ख़त्म हो गई है: लिंक 7 दिन तक ही काम करते हैं। आवेदन नहीं भेजा गया; आवेदक फिर से आवेदन कर सकते हैं।',
    source: '48fc4104',
  },
  invalid: {
    text: 'यह लिंक सही नहीं है। कृपया ई-मेल में आया लिंक ठीक वैसा ही खोलें, जैसा भेजा गया था।',
    source: 'b4eee207',
  },
};

export const ageGroupLabelsHindi: Translation<typeof ageGroupLabels> = {
  adult: { text: 'मेरी उम्र 18 साल या उससे ज़्यादा है', source: 'ea6cf81e' },
  minor: { text: 'मेरी उम्र 18 साल से कम है', source: 'bad13365' },
};

/** The guardian box's label (`guardianDeclaration`). */
export const guardianDeclarationHindi: Translated = {
  text: 'यहाँ जिनका नाम लिखा है, वे मेरे माता-पिता या कानूनी अभिभावक हैं, और मैंने उनसे इस आवेदन की पुष्टि करने को कहा है।',
  source: '1ff42424',
};

export const resumeMessagesHindi: Translation<typeof resumeRule.messages> = {
  type: {
    title: { text: 'फ़ाइल का प्रकार सही नहीं है', source: 'e57d19a2' },
    description: { text: 'रिज़्यूमे PDF, DOC या DOCX फ़ाइल होना चाहिए', source: 'b278346c' },
  },
  size: {
    title: { text: 'फ़ाइल बहुत बड़ी है', source: '6d0643da' },
    description: { text: 'रिज़्यूमे की फ़ाइल 5MB से छोटी होनी चाहिए', source: 'f180d282' },
  },
};

export const paymentToastsHindi: Translation<typeof paymentToasts> = {
  durationRequired: {
    title: { text: 'अवधि चुनें', source: 'd79f4ef2' },
    description: { text: 'भुगतान से पहले कृपया अवधि चुनें', source: '60a57af8' },
  },
  transactionIdRequired: {
    title: { text: 'ट्रांज़ैक्शन आईडी ज़रूरी है', source: '6573bdfd' },
    description: { text: 'कृपया अपनी ट्रांज़ैक्शन आईडी लिखें', source: 'f7b9954d' },
  },
  confirmationRequired: { title: { text: 'भुगतान की पुष्टि ज़रूरी है', source: '58be43b3' } },
  transactionIdTooShort: {
    title: { text: 'ट्रांज़ैक्शन आईडी सही नहीं है', source: 'efacd1e5' },
    description: { text: 'ट्रांज़ैक्शन आईडी कम से कम 10 अक्षरों की होनी चाहिए', source: 'add5eca1' },
  },
  transactionIdTooLong: {
    title: { text: 'ट्रांज़ैक्शन आईडी सही नहीं है', source: 'efacd1e5' },
    description: { text: 'ट्रांज़ैक्शन आईडी 50 अक्षरों से छोटी होनी चाहिए', source: 'dbe574b9' },
  },
};

export const paymentTextsHindi: Translation<typeof paymentTexts> = {
  processing: { text: 'प्रोसेस हो रहा है...', source: '0b398004' },
  paid: { text: 'भुगतान हो गया', source: '2b37d36c' },
  upiIdCopied: { text: 'UPI आईडी कॉपी हो गई', source: '24e5e238' },
};

export const internshipApplicationTextsHindi: Translation<typeof internshipApplicationTexts> = {
  success: {
    title: { text: 'आवेदन भेज दिया गया!', source: '0d890ffc' },
    description: { text: 'आवेदन करने के लिए धन्यवाद। आपको जल्द ही पुष्टि का ई-मेल मिलेगा।', source: '9f60411b' },
  },
  warning: {
    title: { text: 'आवेदन मिल गया, पर ई-मेल में दिक्कत आई', source: '66482f85' },
    description: { text: 'आपका आवेदन हमें मिल गया है, लेकिन ई-मेल भेजने में कुछ दिक्कत आई।', source: '8ae3e3bb' },
  },
  failureTitle: { text: 'आवेदन नहीं भेजा जा सका', source: '04103f86' },
  failureFallback: { text: 'आवेदन भेजने में दिक्कत आई', source: '4d8b6dd5' },
  genericFailure: {
    text: 'कुछ गड़बड़ हो गई। कृपया फिर से कोशिश करें या सहायता टीम से संपर्क करें।',
    source: '9ae221a7',
  },
  failureDescription: { text: '{message}। कृपया फिर से कोशिश करें या सहायता टीम से संपर्क करें', source: 'b490a85d' },
};

export const jobMessagesHindi: Translation<typeof jobMessages> = {
  firstName: { text: 'पहला नाम ज़रूरी है', source: 'a21db1c9' },
  lastName: { text: 'उपनाम ज़रूरी है', source: 'f308a2b1' },
  email: { text: 'कृपया सही ई-मेल पता लिखें', source: '2c68a164' },
  emailTooLong: { text: 'ई-मेल 100 अक्षरों से छोटा होना चाहिए', source: '1d58bd0a' },
  phone: { text: 'फ़ोन नंबर ज़रूरी है', source: 'cc8eac29' },
  location: { text: 'बताना ज़रूरी है कि आप कहाँ रहते हैं', source: 'f74eb9fb' },
  experience: { text: 'कृपया अपने अनुभव का स्तर चुनें', source: '4cfe6e5a' },
  availability: { text: 'कृपया चुनें कि आप कब से शुरू कर सकते हैं', source: '1f961113' },
  agreeToTerms: { text: 'आपको शर्तें माननी होंगी', source: '607d11b6' },
  consentApplication: {
    text: 'इस आवेदन के लिए अपनी जानकारी के इस्तेमाल की सहमति देना ज़रूरी है',
    source: '6b183d1d',
  },
  linkedin: { text: 'कृपया अपनी LinkedIn प्रोफ़ाइल का सही URL लिखें', source: '3a23909e' },
  url: { text: 'कृपया सही URL लिखें', source: 'deb4b1ad' },
  jobNotFound: { text: 'यह पद नहीं मिला', source: '3342c1c1' },
  required: { text: 'ज़रूरी है', source: '51e4b240' },
  invalid: { text: 'यह जानकारी सही नहीं है', source: 'bb90cb34' },
};

export const jobResumeMessagesHindi: Translation<typeof jobResumeRule.messages> = {
  type: {
    title: { text: 'फ़ाइल का प्रकार सही नहीं है', source: '97c29b62' },
  },
  size: {
    title: { text: 'फ़ाइल बहुत बड़ी है', source: 'f1892a1a' },
  },
  required: {
    title: { text: 'रिज़्यूमे ज़रूरी है', source: '495dc0f7' },
    description: { text: 'आगे बढ़ने के लिए कृपया अपना रिज़्यूमे अपलोड करें', source: 'ac0e4894' },
  },
};

export const jobApplicationTextsHindi: Translation<typeof jobApplicationTexts> = {
  success: {
    title: { text: 'आवेदन भेज दिया गया!', source: 'a9e88e7c' },
    description: { text: 'आवेदन करने के लिए धन्यवाद। हम 5-7 कामकाजी दिनों में आपसे संपर्क करेंगे।', source: '753d417f' },
  },
  failure: {
    title: { text: 'आवेदन नहीं भेजा जा सका', source: '1781bf8a' },
    description: {
      text: 'आपका आवेदन भेजने में कोई गड़बड़ हो गई। कृपया फिर से कोशिश करें या सहायता टीम से संपर्क करें।',
      source: '1e2443e5',
    },
  },
};
