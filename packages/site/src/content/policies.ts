// Longer than most files on purpose: the text of the site's policies, as data.
import { company, feePolicy } from '@aarambh/content';
import { consentChoiceLabels, formNotice, noticeForms, privacyLinks } from '@aarambh/machines/schemas';
import type { Policy } from './schemas';
import { retentionSection } from './retentionSection';

const name = company.name;

export const privacyPolicy: Policy = {
  slug: 'privacy-policy',
  title: 'Privacy Policy',
  description: `How ${name} collects, uses, shares and protects your personal information, and the choices you have.`,
  lastUpdated: 'December 2024',
  intro: `${name} ("we", "us") runs a platform that matches students and freshers with internships, training programs, workshops and jobs. This policy explains what information we collect when you use our website and services, why we collect it, and the choices you have.`,
  sections: [
    {
      id: 'information-we-collect',
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
    {
      id: 'how-we-use-your-information',
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
    {
      // The same words as every form's notice block, from the one purpose table (notice.ts).
      id: 'notice-by-form',
      heading: 'What Each Form Collects and Why',
      paragraphs: [
        'Beside every form we say what it collects and why. Here is the same, form by form. Where the basis is your consent, the form asks for it with a separate box for each purpose, never one box for everything, and none is ticked for you.',
      ],
      subsections: noticeForms.map((form) => {
        const notice = formNotice(form);
        return {
          heading: notice.title,
          items: notice.purposes.map(
            (purpose) =>
              `${purpose.title}: ${purpose.items.join(', ')}. ${purpose.text} Basis: ${purpose.basis}.`,
          ),
        };
      }),
    },
    {
      id: 'withdraw-consent',
      heading: 'Withdrawing Your Consent',
      paragraphs: [
        `You can withdraw a consent as easily as you gave it. Every e-mail about an application and its status page carry a link for each consent you gave ("${consentChoiceLabels.application}", "${consentChoiceLabels.updates}"): open it and press the one button. We record when you withdrew it and stop using your details for that purpose; what we did before stays lawful.`,
        `Lost the e-mail? Ask through the privacy request form (${privacyLinks.request}) or write to the grievance contact below.`,
      ],
    },
    {
      id: 'grievance',
      heading: 'Grievance Contact',
      paragraphs: [
        `${company.grievanceContact.role}: ${company.grievanceContact.email}. Write to them with any question or grievance about your personal data; we answer within 30 days.`,
        `If we do not resolve your grievance, you may complain to the ${company.dataProtectionBoard.name} (${company.dataProtectionBoard.href}).`,
      ],
    },
    {
      id: 'information-sharing',
      heading: 'Information Sharing',
      paragraphs: [
        'We do not sell your personal information. When you apply for an opportunity, your profile and application are shared with the employer or program owner so that they can assess it.',
        'We also share information with service providers who host our platform, send our e-mails and process payments, only as needed for those services and under contracts that protect your data, and with authorities when the law requires it.',
      ],
    },
    {
      id: 'data-security',
      heading: 'Data Security',
      paragraphs: [
        'We protect your information with encryption in transit, access controls, regular backups and security reviews. No system is perfectly secure, so we also limit what we collect and how long we keep it, and we will tell you promptly if a breach affects your data.',
      ],
    },
    {
      id: 'your-rights-and-choices',
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
    retentionSection,
    {
      id: 'children',
      heading: 'Age Requirement',
      paragraphs: [
        'Our services are for people aged 18 or older. Younger users may use them only with the consent of a parent or guardian.',
      ],
    },
  ],
  contact: {
    heading: 'Contact Us About Privacy',
    text: 'Questions about this policy or your data? Write to our privacy team and we will reply within 24 hours.',
    email: company.emails.privacy,
  },
};

export const termsOfService: Policy = {
  slug: 'terms-of-service',
  title: 'Terms of Service',
  description: `The terms that apply when you use the ${name} website, platform and services.`,
  lastUpdated: 'December 2024',
  intro: `These terms govern your use of the ${name} website and services, including our internship matching platform, training programs, workshops and careers pages. Please read them carefully.`,
  sections: [
    {
      id: 'acceptance-of-terms',
      heading: 'Acceptance of Terms',
      paragraphs: [
        'By using our website or services you agree to these terms and to our Privacy Policy. If you do not agree, please do not use our services.',
        'You must be 18 or older, or have the consent of a parent or guardian, to use our services.',
      ],
    },
    {
      id: 'use-of-services',
      heading: 'Use of Services',
      paragraphs: [
        'Our platform matches users to internships, training programs, workshops and jobs. We may change, suspend or end any part of the services at any time. Fees for programs are shown before you apply and are paid outside the platform by UPI.',
      ],
    },
    {
      id: 'user-responsibilities',
      heading: 'User Responsibilities',
      items: [
        'Give accurate and complete information in your applications',
        'Keep your contact details up to date',
        'Respect mentors, employers and other users',
        'Follow the rules of the programs you join',
      ],
    },
    {
      id: 'prohibited-activities',
      heading: 'Prohibited Activities',
      items: [
        'Submitting false information or applying on behalf of someone else',
        'Uploading malware or harmful files',
        'Scraping, overloading or attacking the platform',
        'Harassing or misleading other users',
        'Using the services for anything unlawful',
      ],
    },
    {
      id: 'intellectual-property-rights',
      heading: 'Intellectual Property Rights',
      paragraphs: [
        `The website, its content and our course materials belong to ${name} or its licensors. You may use them for your own learning, but not copy, sell or redistribute them. You keep the rights to the work you submit, and give us permission to use it to run our services.`,
      ],
    },
    {
      id: 'limitation-of-liability',
      heading: 'Limitation of Liability',
      paragraphs: [
        'Our services are provided "as is". To the extent the law allows, we are not liable for indirect or consequential losses, and our total liability is limited to the amount you paid us in the previous twelve months.',
      ],
    },
    {
      id: 'termination',
      heading: 'Termination',
      paragraphs: [
        'You may stop using our services at any time. We may suspend or end your access if you break these terms, with notice where reasonable.',
      ],
    },
    {
      id: 'governing-law-and-disputes',
      heading: 'Governing Law and Disputes',
      paragraphs: [
        'These terms are governed by the laws of the State of California, United States, without regard to its conflict of law rules.',
        'Any dispute will be resolved by binding arbitration on an individual basis. You waive the right to take part in a class action or class-wide arbitration.',
      ],
    },
  ],
  contact: {
    heading: 'Legal Questions',
    text: 'Questions about these terms? Contact our legal team.',
    email: company.emails.legal,
  },
};

export const cookiePolicy: Policy = {
  slug: 'cookie-policy',
  title: 'Cookie Policy',
  description: `Which cookies the ${name} website uses, why, and how you can manage them.`,
  lastUpdated: 'December 2024',
  intro:
    'Cookies are small text files that a website stores in your browser. This policy explains which cookies we use, what they do and how you can control them.',
  sections: [
    {
      id: 'types-of-cookies',
      heading: 'Types of Cookies We Use',
      subsections: [
        {
          heading: 'Essential cookies',
          paragraphs: [
            'Needed for the website to work, for example to remember that you have seen a notice. They cannot be disabled.',
          ],
        },
        {
          heading: 'Analytics cookies',
          paragraphs: [
            'Help us understand how visitors use the website so we can improve it. They can be disabled.',
          ],
        },
        {
          heading: 'Functional cookies',
          paragraphs: [
            'Remember your choices, such as your preferences, to give you a more personal experience. They can be disabled.',
          ],
        },
        {
          heading: 'Marketing cookies',
          paragraphs: [
            'Measure our campaigns and show you relevant information on other sites. They can be disabled.',
          ],
        },
      ],
    },
    {
      id: 'managing-cookies',
      heading: 'Managing Your Cookies',
      subsections: [
        {
          heading: 'Consent banner',
          paragraphs: [
            'Choose which optional cookies you accept when you first visit, and change your choice at any time.',
          ],
        },
        {
          heading: 'Browser settings',
          paragraphs: ['Most browsers let you block or delete cookies in their privacy settings.'],
        },
        {
          heading: 'Opt-out tools',
          paragraphs: ['Analytics and advertising providers offer their own opt-out tools.'],
        },
      ],
    },
    {
      id: 'third-party-cookies',
      heading: 'Third-Party Cookies',
      paragraphs: [
        'Some cookies are set by the analytics and performance services we use. Those providers process the information under their own privacy policies.',
      ],
    },
    {
      id: 'policy-updates',
      heading: 'Updates to This Policy',
      paragraphs: [
        'We may update this policy when our use of cookies changes. The date at the top shows when it was last updated.',
      ],
    },
    {
      id: 'more-information',
      heading: 'More Information',
      paragraphs: [
        'Our Privacy Policy explains how we handle the personal information that cookies may collect.',
      ],
    },
  ],
  contact: {
    heading: 'Questions About Cookies',
    text: 'Contact our privacy team if you have questions about how we use cookies.',
    email: company.emails.privacy,
  },
};

/** The refund policy, written from the catalogue's `feePolicy`. */
export const refundPolicy: Policy = {
  slug: 'refund-policy',
  title: 'Refund Policy',
  description: `What the fee for a ${name} internship, training program or workshop covers, and when you get it back.`,
  lastUpdated: feePolicy.lastUpdated,
  intro: `Internships, training programs and workshops at ${name} have a fee that depends on the duration you choose. This policy says what the fee covers, when we refund it, and how.`,
  sections: [
    {
      id: 'what-the-fee-covers',
      heading: 'What the Fee Covers',
      paragraphs: [
        `The fee covers ${feePolicy.covers}.`,
        'The fee for each duration is shown beside the price on every opportunity, and again before you pay.',
      ],
    },
    {
      id: 'how-you-pay',
      heading: 'How You Pay',
      paragraphs: [
        `You pay by UPI to ${company.upiHandle}. The payment link and QR code on the application form fill in the amount and a payment reference that ties your payment to your application.`,
        'Keep the UPI transaction ID (UTR) your payment app shows: you enter it on the form, and we use it to find your payment.',
      ],
    },
    {
      id: 'full-refunds',
      heading: 'Full Refunds',
      paragraphs: ['You get the whole fee back if:'],
      items: feePolicy.fullRefundWhen.map((reason) => reason.charAt(0).toUpperCase() + reason.slice(1)),
    },
    {
      id: 'after-your-program-starts',
      heading: 'After Your Program Starts',
      paragraphs: [feePolicy.afterStart, feePolicy.overpaid],
    },
    {
      id: 'how-refunds-are-paid',
      heading: 'How Refunds Are Paid',
      paragraphs: [
        `We send refunds to the UPI account the fee came from, within ${feePolicy.refundWorkingDays} working days of our decision or your request, and e-mail you when it is on its way.`,
      ],
    },
    {
      id: 'asking-for-a-refund',
      heading: 'Asking for a Refund',
      paragraphs: [
        `Write to ${company.emails.general} with your name, the opportunity, your payment reference and your UPI transaction ID. We reply within ${company.businessHours.responseTime}.`,
      ],
    },
  ],
  contact: {
    heading: 'Questions About Fees',
    text: 'Not sure whether you can get a refund? Ask us before you pay, or at any time after.',
    email: company.emails.general,
  },
};

export const policies = [privacyPolicy, termsOfService, cookiePolicy, refundPolicy] as const;
