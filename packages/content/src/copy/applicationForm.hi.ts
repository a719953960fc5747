import type { Translation } from '../translation.ts';
import type { applicationFormCopy, kitFieldsCopy } from './applicationForm.ts';
import { upiPaymentHindi } from './upiPayment.hi.ts';

/** The kit's own words where a form's fields use them, in Hindi. */
export const kitFieldsHindi: Translation<typeof kitFieldsCopy> = {
  selectPlaceholder: { text: 'कोई एक चुनें', source: '95bfec35' },
  errorSummary: { text: 'कुछ जानकारी ठीक करनी है', source: '920e3b97' },
  charactersLeft: { text: 'आप {count} अक्षर और लिख सकते हैं', source: '965f8517' },
  characterLeft: { text: 'आप 1 अक्षर और लिख सकते हैं', source: '88c2c9ea' },
  charactersOver: { text: 'आपने {count} अक्षर ज़्यादा लिखे हैं', source: '520a83e8' },
  characterOver: { text: 'आपने 1 अक्षर ज़्यादा लिखा है', source: '83566c37' },
  characterLimit: { text: 'आप {limit} अक्षर तक लिख सकते हैं', source: 'fa9ee9bb' },
  drop: { text: 'अपनी फ़ाइल यहाँ खींचकर छोड़ें, या', source: '428b77cb' },
  chooseFile: { text: 'फ़ाइल चुनें', source: 'ff73cef6' },
  remove: { text: 'हटाएँ', source: '21a5901d' },
  fileSelected: { text: '{name} चुनी गई', source: '64f25735' },
  fileRemoved: { text: 'फ़ाइल हटा दी गई', source: 'd7922997' },
};

/**
 * The words of an opportunity's application in Hindi. UPI, UTR, the payment apps' names, LinkedIn
 * and the programme's title stay in Latin script (docs/i18n.md, glossary).
 */
export const applicationFormHindi: Translation<typeof applicationFormCopy> = {
  form: {
    label: { text: '{title} के लिए आवेदन', source: 'a5013c7e' },
    personal: { text: 'आपकी जानकारी', source: '7b610c4b' },
    firstName: { text: 'पहला नाम', source: '19153138' },
    lastName: { text: 'उपनाम', source: '99e25be0' },
    email: { text: 'ई-मेल पता', source: 'f1f487f3' },
    phone: { text: 'फ़ोन नंबर', source: 'f25088d8' },
    age: { text: 'आपकी उम्र', source: 'a7f0a921' },
    ageQuestion: { text: 'क्या आपकी उम्र 18 साल या उससे ज़्यादा है?', source: 'f3c021a3' },
    minorNote: {
      text: '18 साल से कम उम्र में पहले माता-पिता या अभिभावक की सहमति ज़रूरी है। हम उन्हें एक लिंक ई-मेल करेंगे; जब वे {days} दिन के अंदर पुष्टि करेंगे, तब आपका आवेदन भेजा जाएगा। फ़ीस उसके बाद माँगी जाएगी।',
      source: 'ebd3a464',
    },
    guardianName: { text: 'माता-पिता या अभिभावक का नाम', source: 'cbdf99ba' },
    guardianEmail: { text: 'माता-पिता या अभिभावक का ई-मेल', source: 'e2beba33' },
    education: { text: 'पढ़ाई', source: '1697d235' },
    university: { text: 'यूनिवर्सिटी', source: '07ce0d89' },
    major: { text: 'मुख्य विषय', source: '19394982' },
    graduationYear: { text: 'ग्रेजुएशन का साल', source: '44762226' },
    gpa: { text: 'GPA', source: '7615e8b9' },
    gpaHint: { text: 'ज़रूरी नहीं, 0.0 से 4.0 तक', source: 'd4d17904' },
    details: { text: 'आवेदन की जानकारी', source: '6faa10d7' },
    availability: { text: 'कब से शुरू कर सकते हैं', source: '6b9fb736' },
    duration: { text: 'अवधि', source: 'd4c7492d' },
    linkedin: { text: 'LinkedIn प्रोफ़ाइल', source: '4180f476' },
    linkedinHint: { text: 'ज़रूरी नहीं, जैसे https://www.linkedin.com/in/your-name', source: '42b76f30' },
    portfolio: { text: 'पोर्टफ़ोलियो', source: 'de43fd83' },
    portfolioHint: { text: 'ज़रूरी नहीं, आपके काम का लिंक', source: 'ec7238b9' },
    coverLetter: { text: 'कवर लेटर', source: '8736ace0' },
    coverLetterHint: { text: 'ज़रूरी नहीं, {min} से {max} अक्षर', source: 'e830bc56' },
    resume: { text: 'रिज़्यूमे', source: '454d1d8a' },
    resumeHint: { text: 'ज़रूरी नहीं। PDF, DOC या DOCX, 5 MB तक।', source: '39fdf0cc' },
    terms: { text: 'मुझे नियम और शर्तें मंज़ूर हैं', source: '0133f5b2' },
    readTerms: { text: 'हमारी {terms} और {privacy} पढ़ें।', source: '4d7df4f7' },
    termsLink: { text: 'सेवा की शर्तें', source: 'a96add92' },
    privacyLink: { text: 'गोपनीयता नीति', source: '2526541f' },
    waitingForGuardian: { text: 'आपके माता-पिता या अभिभावक की पुष्टि का इंतज़ार है', source: 'aead6396' },
    notSent: { text: 'आपका आवेदन अभी नहीं भेजा गया है।', source: 'c18cca75' },
    cancel: { text: 'रद्द करें', source: '35afca3b' },
    submit: { text: 'आवेदन भेजें', source: '1c9c9077' },
    submitting: { text: 'भेजा जा रहा है...', source: '492466e9' },
    chooseAndPay: { text: 'आवेदन भेजने के लिए अवधि चुनें और फ़ीस भरें।', source: '60e0d633' },
    payToSubmit: { text: 'आवेदन भेजने के लिए फ़ीस भरें।', source: '62653d48' },
    help: { text: 'मदद चाहिए?', source: '478c3941' },
    helpText: {
      text: 'आवेदन या भुगतान के बारे में कोई सवाल है? हमारी टीम {time} के अंदर जवाब देती है।',
      source: '6cbd3b76',
    },
    responseTime: { text: '24 घंटे', source: '42929680' },
    contactSupport: { text: 'सहायता टीम से संपर्क करें', source: 'abccb14c' },
  },
  availabilities: {
    immediately: { text: 'तुरंत', source: 'b30e0061' },
    '1-week': { text: '1 हफ़्ते में', source: '79c5cb63' },
    '2-weeks': { text: '2 हफ़्ते में', source: '718617b5' },
    '1-month': { text: '1 महीने में', source: 'bc56df47' },
    flexible: { text: 'जब भी सुविधा हो', source: '678eda5e' },
  },
  fields: kitFieldsHindi,
  payment: {
    heading: { text: 'भुगतान', source: '20f64111' },
    free: { text: 'यह अवसर मुफ़्त है: कोई भुगतान नहीं करना है।', source: 'df82805e' },
    feeFor: { text: '{duration} की फ़ीस', source: '93e4c1d8' },
    fee: { text: 'फ़ीस', source: '228d43a3' },
    priceRange: { text: 'से', source: '42454824' },
    paid: { text: 'UPI से भुगतान हो गया। ट्रांज़ैक्शन आईडी: {id}', source: '2a49fc22' },
    chooseFirst: {
      text: 'पहले अवधि चुनें, फिर UPI से फ़ीस भरें और ट्रांज़ैक्शन आईडी लिखें।',
      source: 'c5608219',
    },
    payThen: {
      text: 'UPI से फ़ीस भरें, फिर आपका UPI ऐप जो ट्रांज़ैक्शन आईडी दिखाए, वह लिखें।',
      source: 'bc5787ce',
    },
    pay: { text: 'UPI से भुगतान करें', source: 'b8ed8382' },
    dialogText: {
      text: '{duration} के लिए {price} भरें, फिर आपका UPI ऐप जो ट्रांज़ैक्शन आईडी दिखाए, वह लिखें।',
      source: '479d6f48',
    },
    close: { text: 'बंद करें', source: 'cd86acc3' },
    cancel: { text: 'रद्द करें', source: '35afca3b' },
    confirm: { text: 'भुगतान की पुष्टि करें', source: '624e41a9' },
    transactionId: { text: 'ट्रांज़ैक्शन आईडी', source: 'ff2a1c9c' },
    notUtr: {
      text: 'इसमें 12 अंक नहीं हैं, जबकि UPI रेफ़रेंस में आम तौर पर होते हैं। कृपया इसे जाँच लें; अगर आपका ऐप इसे ऐसे ही दिखाता है, तो आगे बढ़ सकते हैं।',
      source: '63c4b95f',
    },
    done: { text: 'मैंने भुगतान कर दिया है', source: 'c44b1ace' },
  },
  upi: upiPaymentHindi,
};

/** What a Hindi opportunity page says above its application form while the form's Hindi is stale. */
export const applyInEnglishNoteHindi = 'आवेदन फ़ॉर्म अभी सिर्फ़ अंग्रेज़ी में है।';
