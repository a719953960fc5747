import { company } from '../company.ts';
import type { Translation } from '../translation.ts';
import type { formsCopy } from './forms.ts';

/** The words every form shares, in Hindi. */
export const formsHindi: Translation<typeof formsCopy> = {
  errorSummaryTitle: { text: 'फ़ॉर्म में कुछ ठीक करना है', source: '920e3b97' },
  optional: { text: 'ज़रूरी नहीं', source: 'fdd15019' },
  retryHint: {
    text: 'आपने जो कुछ भरा था, वह सब यहीं है, इसलिए आप इसे दोबारा भेज सकते हैं।',
    source: '436a27c2',
  },
  tryAgain: { text: 'फिर से कोशिश करें', source: 'f5b37c9a' },
  uploading: { text: 'आपका आवेदन भेजा जा रहा है', source: '55c88d66' },
  uploaded: { text: '{total} में से {sent}', source: '586713f4' },
  oneCharacterLeft: { text: 'आप 1 अक्षर और लिख सकते हैं', source: '88c2c9ea' },
  charactersLeft: { text: 'आप {count} अक्षर और लिख सकते हैं', source: '965f8517' },
  oneCharacterTooMany: { text: '1 अक्षर ज़्यादा है', source: '83566c37' },
  charactersTooMany: { text: '{count} अक्षर ज़्यादा हैं', source: '520a83e8' },
  characterLimit: { text: 'आप ज़्यादा से ज़्यादा {limit} अक्षर लिख सकते हैं', source: 'fa9ee9bb' },
  privacyNotice: {
    title: { text: 'हम आपकी जानकारी का उपयोग कैसे करते हैं', source: 'b4ce1b9d' },
    detailsLabel: { text: 'हम क्या लेते हैं और क्यों', source: '4dfbc09c' },
    basisLabel: { text: 'आधार', source: 'e72f9e0d' },
    withdrawLabel: { text: 'सहमति वापस लें', source: '7286807e' },
    requestLabel: { text: 'अपना व्यक्तिगत डेटा पाने, उसे सुधारने या मिटाने के लिए कहें', source: 'f16c45d2' },
    policyLabel: { text: 'गोपनीयता नीति पढ़ें', source: 'ee207544' },
    grievanceLabel: { text: 'सवाल या शिकायत', source: '8787d7a8' },
    boardLabel: { text: 'हमारे जवाब से संतुष्ट नहीं हैं? यहाँ शिकायत करें:', source: '1c359b10' },
    externalLabel: { text: '(नए टैब में खुलता है)', source: 'cea87834' },
  },
  confirmation: {
    careerSection: { text: 'आपका आवेदन', source: '8aaa1814' },
    application: {
      heading: { text: 'आवेदन मिल गया', source: 'e2058e30' },
      text: {
        text: 'हमें आपका आवेदन मिल गया है। हमारी टीम इसे देखेगी, और हर बदलाव आपके स्टेटस पेज पर और आपके ई-मेल में दिखेगा।',
        source: '052741d9',
      },
    },
    contact: {
      heading: { text: 'संदेश भेज दिया गया', source: '02c470a2' },
      text: { text: 'हम 24 घंटे के अंदर ई-मेल से आपको जवाब देंगे।', source: '2534dc35' },
    },
    feedback: {
      heading: { text: 'आपकी राय के लिए धन्यवाद!', source: '596e169c' },
      text: { text: 'हम हर संदेश पढ़ते हैं, और आपका संदेश हमारी टीम तक पहुँच गया है।', source: '2d867135' },
    },
    reference: { text: 'आपका रेफ़रेंस', source: '202df04b' },
    referenceHint: { text: 'इसके बारे में लिखते या फ़ोन करते समय यह रेफ़रेंस बताएँ।', source: 'c019c31c' },
    copy: { text: 'रेफ़रेंस कॉपी करें', source: 'fafba021' },
    copied: { text: 'रेफ़रेंस कॉपी हो गया', source: 'fc6c5c92' },
    appliedFor: { text: 'किसके लिए आवेदन किया', source: '9ec6aeb5' },
    fee: { text: 'फ़ीस', source: '228d43a3' },
    feePaid: { text: '{fee}: जाँच बाकी है', source: 'ce46d608' },
    feePaidWithId: { text: '{fee}, UPI ट्रांज़ैक्शन ID {transactionId}: जाँच बाकी है', source: 'ccdad764' },
    hearBy: { text: 'हम आपको इस तारीख़ तक बताएँगे', source: 'ed822111' },
    statusLink: { text: 'देखें कि आपका आवेदन कहाँ तक पहुँचा', source: 'eb018b19' },
    again: {
      application: { text: 'फिर से आवेदन करें', source: '1f511303' },
      career: { text: 'बंद करें', source: 'cd86acc3' },
      contact: { text: 'एक और संदेश भेजें', source: '3e4b71c3' },
      feedback: { text: 'और राय भेजें', source: 'bfe698ef' },
    },
    contactLine: {
      text: `कोई सवाल हो तो अपने रेफ़रेंस के साथ ${company.emails.general} पर लिखें या ${company.phone.display} पर फ़ोन करें।`,
      source: 'efc2d725',
    },
  },
};
