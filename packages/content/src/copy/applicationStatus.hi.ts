import { company } from '../company.ts';
import type { Translation } from '../translation.ts';
import type { receiptPageCopy, statusPageCopy } from './applicationStatus.ts';

/** The application status page in Hindi. */
export const statusPageHindi: Translation<typeof statusPageCopy> = {
  title: { text: 'आवेदन की स्थिति', source: 'a2fdd2a9' },
  description: { text: `${company.name} में आपका आवेदन कहाँ तक पहुँचा है।`, source: 'beb3b957' },
  heading: { text: 'आपका आवेदन', source: '15f9aab4' },
  consent: { text: 'आपने इस आवेदन के लिए अपनी जानकारी के इस्तेमाल की सहमति दी थी।', source: 'fd19b659' },
  consentLink: { text: 'अपनी सहमति वापस लें', source: 'b7cacef0' },
  noLinkHeading: { text: 'आवेदन की स्थिति', source: 'a2fdd2a9' },
  noLinkText: {
    text: 'आपका आवेदन कहाँ तक पहुँचा है, यह देखने के लिए वह लिंक खोलें जो आवेदन के बाद हमने पुष्टि वाले ई-मेल में भेजा था।',
    source: 'ddc90cdb',
  },
  problems: {
    invalid: {
      text: 'यह स्टेटस लिंक सही नहीं है। कृपया हमारे भेजे सबसे नए ई-मेल का लिंक इस्तेमाल करें, या नीचे नया लिंक मँगवाएँ।',
      source: '0f78b0b4',
    },
    expired: {
      text: 'इस स्टेटस लिंक की अवधि खत्म हो गई है। नीचे नया लिंक मँगवाएँ: हम उसे आपको ई-मेल कर देंगे।',
      source: '0dc89e2e',
    },
  },
  applied: { text: 'आवेदन की तारीख', source: 'd8ee9457' },
  reference: { text: 'रेफ़रेंस', source: 'adc8c33a' },
  stage: { text: 'चरण', source: '2e160bcd' },
  steps: { text: 'प्रगति', source: '1a36a166' },
  payment: { text: 'भुगतान', source: '20f64111' },
  next: { text: 'आगे क्या होगा', source: 'a6e61e37' },
  decisionBy: { text: '{date} तक आपको हमारा जवाब मिल जाएगा।', source: '288a8867' },
  closed: { text: 'यह आवेदन बंद हो चुका है।', source: '2a0d7993' },
  contact: {
    text: `कोई सवाल हो तो अपने रेफ़रेंस के साथ ${company.emails.general} पर लिखें या ${company.phone.display} पर फ़ोन करें (सोमवार से शुक्रवार, सुबह 9 से शाम 6 बजे तक)।`,
    source: '279f26a5',
  },
  receiptLink: { text: 'अपनी रसीद देखें और प्रिंट करें', source: '57e1bbb5' },
  payFee: {
    due: { text: 'आपकी {price} की फ़ीस बाकी है।', source: '62f167a2' },
    heading: { text: 'UPI से भुगतान करें', source: 'b8ed8382' },
    text: {
      text: 'नीचे दी गई UPI ID पर {price} भेजें या QR कोड स्कैन करें, फिर वह ट्रांज़ैक्शन ID डालें जो आपका UPI ऐप दिखाता है।',
      source: 'df5a790a',
    },
    transactionId: { text: 'ट्रांज़ैक्शन ID', source: 'ff2a1c9c' },
    confirm: { text: 'मैंने भुगतान कर दिया है', source: 'c44b1ace' },
    button: { text: 'भुगतान की जानकारी भेजें', source: 'a2d0f5ab' },
    mailedLinkOnly: {
      text: 'भुगतान करने के लिए हमारे भेजे ई-मेल का स्टेटस लिंक खोलें: सिर्फ़ आपके पते पर भेजे गए लिंक से ही भुगतान हो सकता है।',
      source: '45bf767c',
    },
  },
  interview: {
    heading: { text: 'आपका इंटरव्यू', source: '20454e1d' },
    pick: { text: 'अपने इंटरव्यू के लिए एक समय चुनें। सभी समय भारतीय मानक समय (IST) में हैं।', source: '51361c07' },
    pickOther: {
      text: 'आपको दिए गए दूसरे समय। इनमें से कोई समय बुक करने पर आपका अभी का समय छूट जाएगा।',
      source: 'bdcd8cc5',
    },
    book: { text: 'यह समय बुक करें', source: '05fd41f5' },
    bookLabel: { text: 'यह समय बुक करें: {time}', source: 'ae394db8' },
    shared: {
      text: 'ये समय एक से ज़्यादा आवेदकों को दिए जाते हैं: जो समय कोई पहले बुक कर ले, वह फिर खाली नहीं रहता।',
      source: '89cd4d1d',
    },
    mailedLinkOnly: {
      text: 'समय बुक करने के लिए उस ई-मेल का लिंक खोलें जिसमें हमने आपको ये समय भेजे थे: इससे पता चलता है कि वह ई-मेल पता आपका है।',
      source: '29ee780c',
    },
    when: { text: 'कब', source: '021e3a39' },
    how: { text: 'कैसे', source: '644e442d' },
    notices: {
      booked: { text: 'आपका इंटरव्यू बुक हो गया है। हमने आपको कैलेंडर का न्योता ई-मेल कर दिया है।', source: '2bdedce2' },
      taken: {
        text: 'माफ़ कीजिए, वह समय अभी-अभी किसी और ने बुक कर लिया। कृपया कोई दूसरा समय चुनें।',
        source: '49f6ae15',
      },
      requested: { text: 'आपका अनुरोध हमें मिल गया है। चुनने के लिए हम आपको नए समय ई-मेल करेंगे।', source: 'e84b66f9' },
    },
    reschedule: {
      heading: { text: 'कोई दूसरा समय चाहिए?', source: '779becc4' },
      text: {
        text: 'हमें बताइए, हम आपको नए समय देंगे। जब तक आप कोई दूसरा समय बुक नहीं करते, आपका बुक किया हुआ समय आपका ही रहेगा।',
        source: '23ea324f',
      },
      message: { text: 'कुछ और जो हमें पता होना चाहिए (वैकल्पिक)', source: 'da6f9a06' },
      button: { text: 'दूसरा समय माँगें', source: '48b762d3' },
      asked: {
        text: 'आपने {date} को दूसरा समय माँगा था। चुनने के लिए हम आपको नए समय ई-मेल करेंगे।',
        source: '4cbb17ba',
      },
    },
  },
  documents: {
    heading: { text: 'आपके दस्तावेज़', source: '95d734d0' },
    intro: {
      text: 'आप जिसे भी कोई दस्तावेज़ दिखाएँ, वह उसकी आईडी से हमारे वेरिफ़िकेशन पेज पर उसकी जाँच कर सकता है।',
      source: 'a306c9a1',
    },
    states: {
      valid: { text: 'मान्य', source: 'd2661011' },
      revoked: { text: 'रद्द', source: 'e58fe295' },
      superseded: { text: 'नए दस्तावेज़ से बदला गया', source: '5052d895' },
      accepted: { text: 'स्वीकार किया', source: '41d09a60' },
      declined: { text: 'अस्वीकार किया', source: '56d6cf67' },
      expired: { text: 'अवधि खत्म', source: 'bca9f3d2' },
    },
    pdf: { text: 'PDF डाउनलोड करें', source: '643bf50b' },
    credential: { text: 'साइन किया हुआ क्रेडेंशियल डाउनलोड करें', source: 'f1205e4f' },
    verify: { text: 'इसका सार्वजनिक वेरिफ़िकेशन पेज देखें', source: 'c7736b97' },
    name: {
      heading: { text: 'वेरिफ़िकेशन पेज पर आपका नाम', source: '626996b5' },
      shown: { text: 'सार्वजनिक वेरिफ़िकेशन पेज पर आपका नाम दिखता है।', source: 'f76f2bd1' },
      hidden: {
        text: 'सार्वजनिक वेरिफ़िकेशन पेज पर आपका नाम छिपा है: उसकी जाँच के लिए देखने वाले को नाम ख़ुद टाइप करना होगा।',
        source: '14026f75',
      },
      show: { text: 'मेरा नाम दिखाएँ', source: '0e888719' },
      hide: { text: 'मेरा नाम छिपाएँ', source: 'c3d96aec' },
    },
    offer: {
      text: {
        text: 'ऊपर दिया गया पत्र पढ़ें। स्वीकार करने पर पत्र ठीक वैसा ही, जैसा यहाँ दिख रहा है, समय के साथ दर्ज हो जाता है।',
        source: '2976f409',
      },
      accept: { text: 'ऑफ़र स्वीकार करें', source: '7e4daa1c' },
      decline: { text: 'ऑफ़र अस्वीकार करें', source: '7377f60c' },
    },
    notices: {
      accepted: {
        text: 'आपने ऑफ़र स्वीकार कर लिया। हमने आपका जवाब दर्ज कर लिया है और हम आपको लिखेंगे।',
        source: '1d1c3619',
      },
      declined: { text: 'आपने ऑफ़र अस्वीकार कर दिया। हमने आपका जवाब दर्ज कर लिया है।', source: '996db636' },
      changed: { text: 'आपके यह पेज खोलने के बाद पत्र बदल गया है: उसे फिर से पढ़ें।', source: '0db244fa' },
      expired: { text: 'इस ऑफ़र की अवधि खत्म हो गई है: अब इसे स्वीकार नहीं किया जा सकता।', source: '26eca6d3' },
      'name-shown': { text: 'अब सार्वजनिक वेरिफ़िकेशन पेज पर आपका नाम दिखता है।', source: 'b9e1fd09' },
      'name-hidden': { text: 'अब सार्वजनिक वेरिफ़िकेशन पेज पर आपका नाम छिपा है।', source: '50957f48' },
    },
  },
  others: {
    heading: { text: 'आपके दूसरे आवेदन', source: 'b6821b6b' },
    text: { text: 'इसी ई-मेल पते से भेजे गए।', source: '12f0b4a9' },
    open: { text: 'देखें कि {title} के लिए आपका आवेदन कहाँ तक पहुँचा', source: '660244c4' },
  },
  withdraw: {
    heading: { text: 'अपना आवेदन वापस लें', source: '7e0817e4' },
    text: {
      text: 'अगर आप नहीं चाहते कि आपके आवेदन पर आगे विचार हो, तो आप इसे वापस ले सकते हैं। यह बाद में पलटा नहीं जा सकता।',
      source: '9da7037f',
    },
    confirm: { text: 'हाँ, मुझे यह आवेदन वापस लेना है', source: '0f7c82ec' },
    button: { text: 'आवेदन वापस लें', source: '1075f695' },
  },
  lookup: {
    heading: { text: 'लिंक खो गया?', source: '9265e54f' },
    text: {
      text: 'अपने पुष्टि वाले ई-मेल का रेफ़रेंस और वह ई-मेल पता डालें जिससे आपने आवेदन किया था। हम स्टेटस लिंक उसी पते पर भेज देंगे।',
      source: '3609e011',
    },
    reference: { text: 'रेफ़रेंस', source: 'adc8c33a' },
    referenceHint: { text: 'जैसा आपके पुष्टि वाले ई-मेल में है, जैसे AL-7K3M-Q2PC', source: '496c55de' },
    email: { text: 'ई-मेल पता', source: 'f1f487f3' },
    button: { text: 'मेरा स्टेटस लिंक ई-मेल करें', source: '8b783745' },
    pending: { text: 'भेजा जा रहा है...', source: '09d26e8d' },
    failed: { text: 'हम आपका अनुरोध नहीं भेज सके। कृपया फिर से कोशिश करें।', source: 'f80c94e6' },
  },
};

/** The receipt in Hindi. */
export const receiptPageHindi: Translation<typeof receiptPageCopy> = {
  title: { text: 'भुगतान की रसीद', source: 'fb621015' },
  description: { text: `आपकी ${company.name} भुगतान रसीद।`, source: '5d0473ce' },
  heading: { text: 'भुगतान की रसीद', source: 'fb621015' },
  number: { text: 'रसीद नं.', source: 'f6b75860' },
  problems: {
    invalid: statusPageHindi.problems.invalid,
    expired: statusPageHindi.problems.expired,
    not_verified: {
      text: 'आपके भुगतान की पुष्टि होते ही आपकी रसीद तैयार हो जाएगी। भुगतान कहाँ तक पहुँचा, यह आपका स्टेटस पेज बताता है।',
      source: '7bb2946c',
    },
  },
  fields: {
    reference: { text: 'आवेदन का रेफ़रेंस', source: 'cb150e6c' },
    payer: { text: 'किससे मिला', source: '312d8832' },
    programme: { text: 'प्रोग्राम', source: '30718235' },
    organisation: { text: 'किसकी ओर से', source: '542e0289' },
    duration: { text: 'अवधि', source: 'd4c7492d' },
    amount: { text: 'राशि', source: '244c9369' },
    transactionId: { text: 'UPI ट्रांज़ैक्शन ID (UTR)', source: '8fb3b6f0' },
    paymentReference: { text: 'भुगतान का रेफ़रेंस', source: 'a34bf3a8' },
    verifiedAt: { text: 'भुगतान की पुष्टि की तारीख', source: 'd47ab9b8' },
    appliedAt: { text: 'आवेदन की तारीख', source: 'd8ee9457' },
  },
  print: { text: 'रसीद प्रिंट करें', source: 'c003fe7c' },
  back: { text: 'अपने आवेदन की स्थिति पर वापस जाएँ', source: '9cb1e3e2' },
  note: {
    text: 'यह रसीद पुष्टि करती है कि ऊपर दिया गया भुगतान हमें मिल गया है और आपके आवेदन से मिला लिया गया है।',
    source: 'ae925e7d',
  },
};
