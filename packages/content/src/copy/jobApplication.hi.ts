import type { Translation } from '../translation.ts';
import type { jobApplicationFormCopy, jobApplyPageCopy } from './jobApplication.ts';

/** The job application page in Hindi. The opening's title stays as the catalogue writes it. */
export const jobApplyPageHindi: Translation<typeof jobApplyPageCopy> = {
  seoTitle: { text: '{title} के लिए आवेदन करें', source: 'f96d8a6c' },
  seoDescription: { text: '{company} में {title} के पद के लिए आवेदन करें।', source: '21e59a85' },
  back: { text: 'पद की जानकारी पर वापस जाएँ', source: '61fd217e' },
  title: { text: '{title} के लिए आवेदन करें', source: 'f96d8a6c' },
  summaryLabel: { text: 'पद का सारांश', source: 'ec8dd91a' },
  heading: { text: 'आपका आवेदन', source: '15f9aab4' },
  intro: {
    text: 'अपने बारे में बताएँ और अपना रिज़्यूमे अपलोड करें। हम हर आवेदन ध्यान से देखते हैं और 5-7 कामकाजी दिनों में जवाब देते हैं।',
    source: 'e775fb07',
  },
};

/** The job application form in Hindi. PDF, Word, LinkedIn and GitHub stay in Latin script (docs/i18n.md, glossary). */
export const jobApplicationFormHindi: Translation<typeof jobApplicationFormCopy> = {
  label: { text: '{title} के लिए आवेदन', source: 'a5013c7e' },
  about: { text: 'आपके बारे में', source: '229b0235' },
  firstName: { text: 'पहला नाम', source: '19153138' },
  lastName: { text: 'उपनाम', source: '99e25be0' },
  email: { text: 'ई-मेल पता', source: 'f1f487f3' },
  phone: { text: 'फ़ोन नंबर', source: 'f25088d8' },
  location: { text: 'आप कहाँ रहते हैं', source: '5bc08dc6' },
  locationHint: { text: 'शहर और देश', source: '63f74b89' },
  experience: { text: 'अनुभव का स्तर', source: '4365db4b' },
  experienceLevels: {
    entry: { text: 'शुरुआती (0-2 साल)', source: 'deeab63d' },
    mid: { text: 'मध्यम (3-5 साल)', source: '6160cf5b' },
    senior: { text: 'सीनियर (5+ साल)', source: 'e054bfa2' },
    lead: { text: 'लीड या प्रिंसिपल', source: '82d482ee' },
    student: { text: 'छात्र', source: '1a07c0c0' },
  },
  availability: { text: 'कब से शुरू कर सकते हैं', source: '6b9fb736' },
  availabilities: {
    immediate: { text: 'तुरंत', source: 'b30e0061' },
    '2weeks': { text: '2 हफ़्ते में', source: '718617b5' },
    '1month': { text: '1 महीने में', source: 'bc56df47' },
    '2months': { text: '2 महीने में', source: '7c00248f' },
    '3months': { text: '3 महीने में', source: '562aaffe' },
  },
  salary: { text: 'कितना वेतन चाहते हैं', source: '3e5f0489' },
  work: { text: 'आपका काम', source: '5052a323' },
  resume: { text: 'रिज़्यूमे', source: '454d1d8a' },
  resumeHint: { text: 'PDF या Word फ़ाइल, 5 MB तक।', source: '39ebaaf4' },
  portfolio: { text: 'पोर्टफ़ोलियो', source: 'de43fd83' },
  linkedin: { text: 'LinkedIn प्रोफ़ाइल', source: '4180f476' },
  github: { text: 'GitHub प्रोफ़ाइल', source: '1794489b' },
  coverLetter: { text: 'कवर लेटर', source: '8736ace0' },
  terms: { text: 'मुझे शर्तें मंज़ूर हैं', source: '58e6580d' },
  submitting: { text: 'भेजा जा रहा है...', source: '492466e9' },
  submit: { text: 'आवेदन भेजें', source: '1c9c9077' },
};
