// The privacy request form's messages and choices in Hindi (`/hi/privacy/request`), and the API's
// answers its confirmation page shows. See docs/i18n.md.
import type { Translation } from '@aarambh/content/hindi';
import {
  PRIVACY_DETAILS_MAX,
  type privacyMessages,
  type privacyRequestTypeLabels,
} from '../schemas/privacy.ts';

export const privacyMessagesHindi: Translation<typeof privacyMessages> = {
  type: { text: 'चुनें कि आप क्या माँग रहे हैं', source: '1d59e38d' },
  email: {
    required: { text: 'वह ई-मेल पता लिखें जो आपने हमें दिया था', source: '5b280eaf' },
    invalid: { text: 'कृपया सही ई-मेल पता लिखें', source: '949d5e15' },
  },
  reference: {
    text: 'रेफ़रेंस वैसे ही लिखें जैसे हमारे ई-मेल में है (AL- और आठ अक्षर), या इसे खाली छोड़ दें',
    source: 'f35ea244',
  },
  detailsTooLong: { text: `विवरण ${PRIVACY_DETAILS_MAX} अक्षरों से कम रखें`, source: '95770499' },
  detailsRequired: {
    text: 'बताएँ कि क्या सुधारना है, आप किसे नामित कर रहे हैं, या आपकी शिकायत क्या है',
    source: 'd12971b6',
  },
  sent: {
    text: 'धन्यवाद। हमने उस पते पर एक ई-मेल भेजा है: अनुरोध की पुष्टि के लिए उसमें दिया लिंक खोलें। पुष्टि होने तक कुछ नहीं किया जाता।',
    source: '7181e2f2',
  },
  confirmed: {
    text: 'आपके अनुरोध की पुष्टि हो गई है। हम नीचे दी गई तारीख तक ई-मेल से इसका जवाब देंगे।',
    source: '8f491db6',
  },
  expired: {
    text: 'पुष्टि का यह लिंक पुराना हो गया है। कृपया फिर से अनुरोध करें।',
    source: 'a8735cfd',
  },
  invalid: {
    text: 'पुष्टि का यह लिंक सही नहीं है। कृपया हमारे भेजे सबसे नए ई-मेल का लिंक इस्तेमाल करें।',
    source: '2d1df03a',
  },
};

/** What may be asked, as the Hindi form offers it and the Hindi mail names it. */
export const privacyRequestTypeLabelsHindi: Translation<typeof privacyRequestTypeLabels> = {
  access: {
    label: { text: 'मेरे डेटा की कॉपी', source: 'd394fd54' },
    description: {
      text: 'आपके पास मेरे बारे में क्या है, किस काम के लिए है, और वह किसे दिया गया।',
      source: '68a43e30',
    },
  },
  correction: {
    label: { text: 'सुधार', source: '095f0dec' },
    description: { text: 'आपके पास मेरे बारे में कुछ गलत या पुराना है।', source: '3f9982d7' },
  },
  erasure: {
    label: { text: 'मेरा डेटा मिटाएँ', source: '96ce3b3f' },
    description: {
      text: 'मेरे बारे में आपके पास जो है उसे मिटा दें, जब तक कोई कानून उसे रखने को न कहे।',
      source: '76e5f236',
    },
  },
  nomination: {
    label: { text: 'किसी को नामित करें', source: '8be3c446' },
    description: {
      text: 'कोई व्यक्ति जो मेरी मृत्यु होने पर या मेरे कुछ न कर पाने पर मेरी ओर से ये अधिकार इस्तेमाल कर सके।',
      source: '9414aab0',
    },
  },
  grievance: {
    label: { text: 'शिकायत', source: 'f50e4a65' },
    description: { text: 'मेरे डेटा को कैसे संभाला गया, इस पर शिकायत अधिकारी के लिए।', source: '48490acc' },
  },
};
