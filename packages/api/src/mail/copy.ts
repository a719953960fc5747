// The words of the e-mails sent to the person who sent a submission, in each of the site's
// languages: the submission's language (`submissions.language`) chooses the set. The
// notification to the company and staff's own replies are not here: staff read English. Each set
// must have every key (`Record<Locale, MailCopy>`), so a missing Hindi text fails the type check.
// The company's name, UPI, UTR and programme titles stay in Latin script (docs/i18n.md).
import { type DurationOption, type Locale, type Opportunity, programText } from '@aarambh/content';
import { messageInHindi } from '@aarambh/machines/hindi';
import {
  PRIVACY_DUE_DAYS,
  applicantDate,
  type ConsentPurpose,
  type DocumentFields,
  type DocumentState,
  documentKindLabels,
  purposes,
} from '@aarambh/machines/schemas';

/** A confirmation's subject, heading and sentences. */
export interface ConfirmationCopy {
  subject: string;
  title: string;
  text: string[];
}

/** What the catalogue says of what was applied for, when it still has it. */
export interface AppliedFor {
  title: string;
  /** An opportunity's company, or an opening's department. */
  organisation: string;
}

/** A document a status mail tells of, with its formatted id and its day to answer by. */
export interface MailDocument {
  id: string;
  fields: DocumentFields;
  state: DocumentState;
  /** The offer's last day to answer, as the applicant reads it. */
  expiresOn: string;
}

export interface MailCopy {
  /** The last paragraph of every mail to an address nobody has verified. */
  notYou: string;
  statusLinkLabel: string;
  confirmSubscription: string;
  /** The end of every mail to a subscriber: the note and the link's text. */
  unsubscribe: { note: string; link: string };
  withdraw: Record<ConsentPurpose, string>;
  rows: { reference: string; appliedFor: string; program: string; fee: string; hearBy: string };
  /** An application's fee, with the last four characters of its transaction id, or still due. */
  fee: { waiting: (fee: string, ending: string) => string; due: (fee: string) => string };
  /** An internship's program: the duration chosen and when it starts. */
  program: (opportunity: Pick<Opportunity, 'intake'>, duration: DurationOption) => string;
  confirmation: {
    application: (applied: AppliedFor | undefined) => ConfirmationCopy;
    career: (applied: AppliedFor | undefined) => ConfirmationCopy;
    subscription: (company: string) => ConfirmationCopy;
    feedback: ConfirmationCopy;
    contact: ConfirmationCopy;
  };
  /** A privacy request's confirmation: `what` is the kind of request, `days` how long its link works. */
  privacyRequest: {
    subject: (what: string) => string;
    title: string;
    text: (what: string, days: number) => string[];
    confirm: string;
  };
  /**
   * The mail to the parent or guardian an applicant under 18 named: `applicant` is the name they
   * gave, `programme` the catalogue's title, `days` how long the link works.
   */
  guardian: {
    subject: (company: string) => string;
    title: string;
    text: (applicant: string, programme: string, days: number) => string[];
    confirm: string;
  };
  /**
   * The interview mails to the applicant (staff's copy of a booking stays English): the times
   * offered, the booking and the reminder; `title` is the catalogue's, `when` the time in IST.
   */
  interview: {
    invitation: { subject: (title: string) => string; title: string; text: (title: string) => string[] };
    booked: { subject: (when: string) => string; title: string; text: (title: string) => string };
    reminder: { subject: (when: string) => string; title: string; text: (title: string) => string };
    /** After the booking's or the reminder's first sentence. */
    another: string;
    rows: { time: (number: number) => string; when: string; how: string };
    statusLink: string;
    pickLink: string;
    /** The calendar event's title. */
    summary: (company: string, title: string) => string;
    /** The calendar event's description: the title, the reference, how and where. */
    description: (title: string, reference: string, how: string, detail: string) => string;
  };
  status: {
    subject: (title: string, stage: string) => string;
    title: (stage: string) => string;
    now: (title: string, stage: string) => string;
    linkSubject: (title: string) => string;
    linkTitle: string;
    link: (title: string, appliedOn: string, stage: string) => string[];
    document: (document: MailDocument) => string;
  };
}

const withdrawEnglish = (purpose: ConsentPurpose) =>
  `Withdraw your consent: ${purposes[purpose].title.toLowerCase()}`;

const hindiDocumentNames: Record<DocumentFields['kind'], string> = {
  certificate: 'सर्टिफ़िकेट',
  offer: 'ऑफ़र लेटर',
};

export const mailCopy: Record<Locale, MailCopy> = {
  en: {
    notYou: 'If you did not send this, you can ignore this e-mail.',
    statusLinkLabel: 'See where your application stands',
    confirmSubscription: 'Confirm my subscription',
    unsubscribe: { note: 'To stop getting these e-mails, unsubscribe', link: 'unsubscribe' },
    withdraw: { application: withdrawEnglish('application'), updates: withdrawEnglish('updates') },
    rows: {
      reference: 'Reference',
      appliedFor: 'Applied for',
      program: 'Program',
      fee: 'Fee',
      hearBy: 'You will hear from us by',
    },
    fee: {
      waiting: (fee, ending) => `${fee}, UPI transaction id ending ${ending}, waiting for verification`,
      due: (fee) => `${fee}, due: pay it from your status page`,
    },
    program: (opportunity, duration) => programText(opportunity, duration.label),
    confirmation: {
      application: (applied) => ({
        subject: applied ? `We received your application: ${applied.title}` : 'We received your application',
        title: 'Thank you for applying',
        text: [
          `We have received your application for ${applied ? `${applied.title} at ${applied.organisation}` : 'an opportunity'}.`,
          'Our team will review it and get back to you by e-mail.',
        ],
      }),
      career: (applied) => ({
        subject: applied ? `We received your application: ${applied.title}` : 'We received your application',
        title: 'Thank you for applying',
        text: [
          `We have received your application for ${applied ? `${applied.title} (${applied.organisation})` : 'an opening'}.`,
          "You'll hear from us within 5-7 business days.",
        ],
      }),
      subscription: (company) => ({
        subject: `Please confirm your subscription to ${company} updates`,
        title: 'Please confirm your subscription',
        text: [
          `This address was entered on our website to get ${company} updates about the platform launch, new features and opportunities.`,
          'Follow the link below within 7 days to confirm it: until then we send nothing else.',
        ],
      }),
      feedback: {
        subject: 'Thank you for your feedback!',
        title: 'Thank you for your feedback!',
        text: ['We read every message, and yours has reached our team.'],
      },
      contact: {
        subject: 'We received your message',
        title: 'Thank you for contacting us',
        text: ["We'll get back to you within 24 hours."],
      },
    },
    privacyRequest: {
      subject: (what) => `Confirm your privacy request: ${what}`,
      title: 'Confirm your privacy request',
      text: (what, days) => [
        `Someone asked us, on our privacy request page, for this about the data held on this e-mail address: ${what}.`,
        `If it was you, confirm it with the link below (it works for ${days} days). We do nothing about the request until it is confirmed, and we answer a confirmed request within ${PRIVACY_DUE_DAYS} days.`,
        'If it was not you, ignore this e-mail: nothing will happen.',
      ],
      confirm: 'Confirm the request',
    },
    interview: {
      invitation: {
        subject: (title) => `Pick a time for your interview: ${title}`,
        title: 'Pick a time for your interview',
        text: (title) => [
          `We would like to interview you for ${title}. Pick one of these times on your status page. Every time is India Standard Time (IST).`,
          'Times are offered to more than one applicant: a time someone picks first is no longer open.',
        ],
      },
      booked: {
        subject: (when) => `Your interview is booked: ${when}`,
        title: 'Your interview is booked',
        text: (title) => `Your interview for ${title} is booked. The calendar invitation is attached.`,
      },
      reminder: {
        subject: (when) => `Reminder: your interview, ${when}`,
        title: 'Your interview is tomorrow',
        text: (title) => `A reminder of your interview for ${title}.`,
      },
      another: 'If the time no longer suits you, ask for another on your status page.',
      rows: { time: (number) => `Time ${number}`, when: 'When', how: 'How' },
      statusLink: 'Open your status page',
      pickLink: 'Pick a time',
      summary: (company, title) => `Interview with ${company}: ${title}`,
      description: (title, reference, how, detail) => `${title}. Reference ${reference}. ${how}: ${detail}`,
    },
    guardian: {
      subject: (company) => `Please confirm an application to ${company}`,
      title: 'A parent or guardian’s consent',
      text: (applicant, programme, days) => [
        `${applicant} has applied to our programme “${programme}” and named you as their parent or guardian. They told us they are under 18, so we keep the application unsent until you confirm it.`,
        `If you agree, confirm with the link below (it works for ${days} days). The fee is asked for after you confirm.`,
        'If you do not know this application, ignore this e-mail: the application is deleted when the link expires.',
      ],
      confirm: 'Confirm the application',
    },
    status: {
      subject: (title, stage) => `Your application for ${title}: ${stage}`,
      title: (stage) => `Your application: ${stage}`,
      now: (title, stage) => `Your application for ${title} is now: ${stage}.`,
      linkSubject: (title) => `The status link of your application: ${title}`,
      linkTitle: 'Your status link',
      link: (title, appliedOn, stage) => [
        `Here is the link to the status page of your application for ${title}, sent on ${appliedOn}.`,
        `It is now: ${stage}. The link works for 90 days; you can ask for a new one on the status page.`,
      ],
      document: ({ id, fields, state, expiresOn }) => {
        const what = `${documentKindLabels[fields.kind].toLowerCase()} ${id}`;
        if (state === 'revoked') return `Your ${what} was revoked: it no longer verifies.`;
        if (state === 'superseded') return `Your ${what} was replaced by a new one, on your status page.`;
        if (fields.kind === 'offer' && state === 'valid') {
          return `Your offer letter ${id} for ${fields.role} is ready. Read it on your status page and accept or decline it by ${expiresOn}.`;
        }
        if (state === 'valid') {
          return `Your ${what} for ${fields.kind === 'certificate' ? fields.programme : fields.role} is ready to download from your status page, where you also choose whether your name shows to anyone who checks it.`;
        }
        return `Your ${what} is ${state}.`;
      },
    },
  },
  hi: {
    notYou: 'अगर यह आपने नहीं भेजा है, तो इस ई-मेल को अनदेखा कर दें।',
    statusLinkLabel: 'देखें कि आपका आवेदन कहाँ तक पहुँचा',
    confirmSubscription: 'मेरी सदस्यता की पुष्टि करें',
    unsubscribe: { note: 'ये ई-मेल बंद करवाने के लिए सदस्यता छोड़ें', link: 'सदस्यता छोड़ें' },
    withdraw: {
      application: 'अपनी सहमति वापस लें: आपका आवेदन',
      updates: 'अपनी सहमति वापस लें: ई-मेल अपडेट',
    },
    rows: {
      reference: 'रेफ़रेंस',
      appliedFor: 'आवेदन',
      program: 'प्रोग्राम',
      fee: 'फ़ीस',
      hearBy: 'हम आपको इस तारीख तक जवाब देंगे',
    },
    fee: {
      waiting: (fee, ending) => `${fee}, UPI ट्रांज़ैक्शन आईडी के आख़िरी अंक ${ending}, जाँच बाकी है`,
      due: (fee) => `${fee}, बाकी है: अपने स्टेटस पेज से भुगतान करें`,
    },
    program: ({ intake }, { weeks }) =>
      `${weeks} हफ़्ते, ${intake.kind === 'rolling' ? 'किसी भी दिन शुरू करें' : `${applicantDate(intake.starts, 'hi')} से शुरू`}`,
    confirmation: {
      application: (applied) => ({
        subject: applied ? `आपका आवेदन हमें मिल गया: ${applied.title}` : 'आपका आवेदन हमें मिल गया',
        title: 'आवेदन करने के लिए धन्यवाद',
        text: [
          applied
            ? `${applied.organisation} के ${applied.title} के लिए आपका आवेदन हमें मिल गया है।`
            : 'आपका आवेदन हमें मिल गया है।',
          'हमारी टीम इसे देखकर आपको ई-मेल से जवाब देगी।',
        ],
      }),
      career: (applied) => ({
        subject: applied ? `आपका आवेदन हमें मिल गया: ${applied.title}` : 'आपका आवेदन हमें मिल गया',
        title: 'आवेदन करने के लिए धन्यवाद',
        text: [
          applied
            ? `${applied.title} (${applied.organisation}) के लिए आपका आवेदन हमें मिल गया है।`
            : 'आपका आवेदन हमें मिल गया है।',
          '5 से 7 कामकाजी दिनों में हम आपको जवाब देंगे।',
        ],
      }),
      subscription: (company) => ({
        subject: `${company} के अपडेट की सदस्यता की पुष्टि करें`,
        title: 'अपनी सदस्यता की पुष्टि करें',
        text: [
          `हमारी वेबसाइट पर यह पता ${company} के अपडेट पाने के लिए डाला गया: प्लेटफ़ॉर्म की शुरुआत, नए फ़ीचर और नए अवसरों के बारे में।`,
          'पुष्टि के लिए 7 दिनों के अंदर नीचे दिए लिंक पर जाएँ: तब तक हम आपको और कुछ नहीं भेजेंगे।',
        ],
      }),
      feedback: {
        subject: 'आपकी राय के लिए धन्यवाद!',
        title: 'आपकी राय के लिए धन्यवाद!',
        text: ['हम हर संदेश पढ़ते हैं, और आपका संदेश हमारी टीम तक पहुँच गया है।'],
      },
      contact: {
        subject: 'आपका संदेश हमें मिल गया',
        title: 'हमसे संपर्क करने के लिए धन्यवाद',
        text: ['हम 24 घंटे के अंदर आपको जवाब देंगे।'],
      },
    },
    privacyRequest: {
      subject: (what) => `अपने गोपनीयता अनुरोध की पुष्टि करें: ${what}`,
      title: 'अपने गोपनीयता अनुरोध की पुष्टि करें',
      text: (what, days) => [
        `किसी ने हमारे गोपनीयता अनुरोध पेज पर, इस ई-मेल पते से जुड़े डेटा के बारे में यह माँगा है: ${what}।`,
        `अगर यह अनुरोध आपने किया था, तो नीचे दिए लिंक से इसकी पुष्टि करें (यह ${days} दिन तक काम करता है)। पुष्टि होने तक हम इस अनुरोध पर कुछ नहीं करते, और पुष्टि हुए अनुरोध का जवाब ${PRIVACY_DUE_DAYS} दिनों के अंदर देते हैं।`,
        'अगर यह अनुरोध आपने नहीं किया था, तो इस ई-मेल को अनदेखा करें: कुछ नहीं होगा।',
      ],
      confirm: 'अनुरोध की पुष्टि करें',
    },
    interview: {
      invitation: {
        subject: (title) => `अपने इंटरव्यू का समय चुनें: ${title}`,
        title: 'अपने इंटरव्यू का समय चुनें',
        text: (title) => [
          `हम ${title} के लिए आपका इंटरव्यू लेना चाहते हैं। अपने स्टेटस पेज पर इनमें से कोई एक समय चुनें। सभी समय भारतीय मानक समय (IST) में हैं।`,
          'ये समय एक से ज़्यादा आवेदकों को दिए गए हैं: जो समय कोई और पहले चुन ले, वह फिर खाली नहीं रहता।',
        ],
      },
      booked: {
        subject: (when) => `आपका इंटरव्यू तय हो गया: ${when}`,
        title: 'आपका इंटरव्यू तय हो गया',
        text: (title) => `${title} के लिए आपका इंटरव्यू तय हो गया है। कैलेंडर का निमंत्रण साथ में है।`,
      },
      reminder: {
        subject: (when) => `याद दिलाना: आपका इंटरव्यू, ${when}`,
        title: 'आपका इंटरव्यू कल है',
        text: (title) => `${title} के लिए आपके इंटरव्यू की याद दिला रहे हैं।`,
      },
      another: 'अगर यह समय अब आपके लिए ठीक नहीं है, तो अपने स्टेटस पेज पर दूसरा समय माँगें।',
      rows: { time: (number) => `समय ${number}`, when: 'कब', how: 'कैसे' },
      statusLink: 'अपना स्टेटस पेज खोलें',
      pickLink: 'समय चुनें',
      summary: (company, title) => `${company} के साथ इंटरव्यू: ${title}`,
      description: (title, reference, how, detail) => `${title}। रेफ़रेंस ${reference}। ${how}: ${detail}`,
    },
    guardian: {
      subject: (company) => `कृपया ${company} में किए गए एक आवेदन की पुष्टि करें`,
      title: 'माता-पिता या अभिभावक की सहमति',
      text: (applicant, programme, days) => [
        `${applicant} ने हमारे प्रोग्राम “${programme}” के लिए आवेदन किया है और आपको अपना माता-पिता या अभिभावक बताया है। उन्होंने बताया है कि उनकी उम्र 18 साल से कम है, इसलिए आपकी पुष्टि होने तक हम आवेदन को आगे नहीं भेजते।`,
        `अगर आप सहमत हैं, तो नीचे दिए लिंक से पुष्टि करें (यह ${days} दिन तक काम करता है)। फ़ीस आपकी पुष्टि के बाद माँगी जाती है।`,
        'अगर आप इस आवेदन के बारे में नहीं जानते, तो इस ई-मेल को अनदेखा करें: लिंक की अवधि ख़त्म होने पर आवेदन मिटा दिया जाता है।',
      ],
      confirm: 'आवेदन की पुष्टि करें',
    },
    status: {
      subject: (title, stage) => `${title} के लिए आपका आवेदन: ${stage}`,
      title: (stage) => `आपका आवेदन: ${stage}`,
      now: (title, stage) => `${title} के लिए आपके आवेदन की स्थिति अब है: ${stage}।`,
      linkSubject: (title) => `आपके आवेदन का स्टेटस लिंक: ${title}`,
      linkTitle: 'आपका स्टेटस लिंक',
      link: (title, appliedOn, stage) => [
        `${appliedOn} को भेजे गए ${title} के आपके आवेदन के स्टेटस पेज का लिंक यह है।`,
        `उसकी स्थिति अब है: ${stage}। यह लिंक 90 दिनों तक चलेगा; स्टेटस पेज पर आप नया लिंक माँग सकते हैं।`,
      ],
      document: ({ id, fields, state, expiresOn }) => {
        const what = `${hindiDocumentNames[fields.kind]} ${id}`;
        if (state === 'revoked') return `आपका ${what} रद्द कर दिया गया है: अब इसकी पुष्टि नहीं होगी।`;
        if (state === 'superseded') return `आपके ${what} की जगह अब एक नया है, जो आपके स्टेटस पेज पर है।`;
        if (fields.kind === 'offer' && state === 'valid') {
          return `${fields.role} के लिए आपका ऑफ़र लेटर ${id} तैयार है। इसे अपने स्टेटस पेज पर पढ़ें और ${expiresOn} तक स्वीकार करें या मना करें।`;
        }
        if (state === 'valid') {
          return `${fields.kind === 'certificate' ? fields.programme : fields.role} के लिए आपका ${what} आपके स्टेटस पेज से डाउनलोड के लिए तैयार है। वहीं आप यह भी चुन सकते हैं कि इसकी जाँच करने वाले को आपका नाम दिखे या नहीं।`;
        }
        return `आपका ${what}: ${state}।`;
      },
    },
  },
};

/** A label the machines own (a request's kind, an interview's mode) in a mail's language. */
export function machineLabelIn(language: Locale, english: string): string {
  return language === 'hi' ? messageInHindi(english) : english;
}
