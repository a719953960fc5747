// The Hindi of the network's messages, which every Hindi page that sends anything shows: apart
// from the forms' messages (messages.hi.ts), so that a page with a few answers of its own (a mailed
// link's page, the footer's subscribe form) loads no form's Hindi with them.
import type { Translation } from '@aarambh/content/hindi';
import type { networkMessages } from '../schemas/calls.ts';

export const networkMessagesHindi: Translation<typeof networkMessages> = {
  offline: {
    text: 'हम अपने सर्वर तक नहीं पहुँच पाए। अपना इंटरनेट कनेक्शन जाँच लें; आपने जो भी लिखा है वह सुरक्षित है, इसलिए आप फिर से कोशिश कर सकते हैं।',
    source: 'd3a20e21',
  },
  timeout: {
    text: 'हमारे सर्वर ने जवाब देने में बहुत देर लगा दी। आपने जो भी लिखा है वह सुरक्षित है: कृपया फिर से कोशिश करें।',
    source: '03596797',
  },
};
