// The Hindi of the machines' words on the status page: its lost-link form's messages, an
// interview's modes and what each mode's detail is, and a document's kind. Keyed like their
// English sets (docs/i18n.md).
import type { Translation } from '@aarambh/content/hindi';
import type { applicationStatusMessages } from '../schemas/applicationStatus.ts';
import type { documentKindLabels } from '../schemas/documents.ts';
import type { interviewDetailLabels, interviewModeLabels } from '../schemas/interviews.ts';

export const applicationStatusMessagesHindi: Translation<typeof applicationStatusMessages> = {
  reference: { text: 'अपने पुष्टि वाले ई-मेल का रेफ़रेंस लिखें', source: '14e870fa' },
  email: {
    required: { text: 'वह ई-मेल पता लिखें जिससे आपने आवेदन किया था', source: '086cee43' },
    invalid: { text: 'कृपया सही ई-मेल पता लिखें', source: '949d5e15' },
  },
  linkSent: { text: 'अगर यह किसी आवेदन से मेल खाता है, तो हमने उसका स्टेटस लिंक ई-मेल कर दिया है', source: 'ffc6abdd' },
};

export const interviewModeLabelsHindi: Translation<typeof interviewModeLabels> = {
  video: { text: 'वीडियो कॉल', source: '3e6b0ae4' },
  phone: { text: 'फ़ोन कॉल', source: 'd2b8b3a1' },
  office: { text: 'हमारे ऑफ़िस में', source: '211fe022' },
};

export const interviewDetailLabelsHindi: Translation<typeof interviewDetailLabels> = {
  video: { text: 'वीडियो कॉल का लिंक', source: 'eadbee5c' },
  phone: { text: 'जिस नंबर से हम कॉल करेंगे', source: '0e3ac0e4' },
  office: { text: 'ऑफ़िस का पता', source: 'e42b5291' },
};

export const documentKindLabelsHindi: Translation<typeof documentKindLabels> = {
  certificate: { text: 'सर्टिफ़िकेट', source: '4bce2b10' },
  offer: { text: 'ऑफ़र लेटर', source: '6b289bb3' },
};
