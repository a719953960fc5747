// Longer than most files on purpose: the privacy policy's words in English, the source of its Hindi
// (policies.hi.ts), each section keyed by its id (its anchor on the page). The site adds what other
// packages own: each form's notice, the retention table, the consent labels and the request form's
// address (the `{...}` placeholders).
import { company } from '../company.ts';

const name = company.name;

export const privacyPolicyCopy = {
  title: 'Privacy Policy',
  description: `How ${name} collects, uses, shares and protects your personal information, and the choices you have.`,
  lastUpdated: 'December 2024',
  intro: `${name} ("we", "us") runs a platform that matches students and freshers with internships, training programs, workshops and jobs. This policy explains what information we collect when you use our website and services, why we collect it, and the choices you have.`,
  sections: {
    'information-we-collect': {
      heading: 'Information We Collect',
      paragraphs: ['We collect only what we need to run our services:'],
      subsections: [
        {
          heading: 'Account information',
          items: ['Your name, e-mail address and phone number', 'Your location and preferred contact method'],
        },
        {
          heading: 'Educational and professional details',
          items: [
            'University, major, graduation year and GPA',
            'Your resume, cover letter, portfolio and LinkedIn profile',
            'Work experience, availability and preferred duration',
          ],
        },
        {
          heading: 'Usage data',
          items: [
            'Pages you visit and features you use',
            'Device, browser and approximate location',
            'Referring pages and search terms',
          ],
        },
        {
          heading: 'Communication records',
          items: [
            'Messages you send through our contact, feedback and help channels',
            'Our replies and notes about your requests',
          ],
        },
      ],
    },
    'how-we-use-your-information': {
      heading: 'How We Use Your Information',
      items: [
        'To match you with internships, programs and jobs that fit your profile',
        'To process your applications and payments',
        'To reply to your messages and provide support',
        'To send updates you have subscribed to: you subscribe by following the link in the e-mail we send to confirm the address, and until then we send nothing else',
        'To improve our website and services and keep them secure',
        'To meet our legal obligations',
      ],
    },
    // The site lists each form's notice under it (notice.ts, the forms' one purpose table).
    'notice-by-form': {
      heading: 'What Each Form Collects and Why',
      paragraphs: [
        'Beside every form we say what it collects and why. Here is the same, form by form. Where the basis is your consent, the form asks for it with a separate box for each purpose, never one box for everything, and none is ticked for you.',
      ],
    },
    'withdraw-consent': {
      heading: 'Withdrawing Your Consent',
      paragraphs: [
        'You can withdraw a consent as easily as you gave it. Every e-mail about an application and its status page carry a link for each consent you gave ("{application}", "{updates}"): open it and press the one button. We record when you withdrew it and stop using your details for that purpose; what we did before stays lawful.',
        'Lost the e-mail? Ask through the privacy request form ({requestForm}) or write to the grievance contact below.',
      ],
    },
    grievance: {
      heading: 'Grievance Contact',
      paragraphs: [
        `${company.grievanceContact.role}: ${company.grievanceContact.email}. Write to them with any question or grievance about your personal data; we answer within 30 days.`,
        `If we do not resolve your grievance, you may complain to the ${company.dataProtectionBoard.name} (${company.dataProtectionBoard.href}).`,
      ],
    },
    'information-sharing': {
      heading: 'Information Sharing',
      paragraphs: [
        'We do not sell your personal information. When you apply for an opportunity, your profile and application are shared with the employer or program owner so that they can assess it.',
        'We also share information with service providers who host our platform, send our e-mails and process payments, only as needed for those services and under contracts that protect your data, and with authorities when the law requires it.',
      ],
    },
    'data-security': {
      heading: 'Data Security',
      paragraphs: [
        'We protect your information with encryption in transit, access controls, regular backups and security reviews. No system is perfectly secure, so we also limit what we collect and how long we keep it, and we will tell you promptly if a breach affects your data.',
      ],
    },
    'your-rights-and-choices': {
      heading: 'Your Rights and Choices',
      subsections: [
        {
          heading: 'Access and update',
          paragraphs: [
            'You can ask for a copy of the information we hold about you and correct anything that is wrong.',
          ],
        },
        {
          heading: 'Data portability',
          paragraphs: ['You can ask for your data in a structured, machine-readable format.'],
        },
        {
          heading: 'Deletion',
          paragraphs: ['You can ask us to delete your information, unless we must keep it by law.'],
        },
        {
          heading: 'Marketing opt-out',
          paragraphs: [
            'You can unsubscribe from marketing e-mails at any time with the link in every e-mail, or with the unsubscribe button your e-mail app shows for our messages.',
          ],
        },
      ],
    },
    // The site lists the rows of the retention table the purge reads (the API's retention.ts).
    'data-retention': {
      heading: 'Data Retention',
      paragraphs: [
        'We keep each kind of record only as long as its purpose or the law needs, then delete it: a purge runs every day and deletes what is due, with its files and e-mail copies.',
      ],
    },
    children: {
      heading: 'Age Requirement',
      paragraphs: [
        'Our services are for people aged 18 or older. Younger users may use them only with the consent of a parent or guardian.',
      ],
    },
  },
  contact: {
    heading: 'Contact Us About Privacy',
    text: 'Questions about this policy or your data? Write to our privacy team and we will reply within 24 hours.',
  },
} as const;
