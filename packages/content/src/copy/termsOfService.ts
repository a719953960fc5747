// The terms of service's words in English, the source of their Hindi (policies.hi.ts), each section
// keyed by its id (its anchor on the page).
import { company } from '../company.ts';

const name = company.name;

export const termsOfServiceCopy = {
  title: 'Terms of Service',
  description: `The terms that apply when you use the ${name} website, platform and services.`,
  lastUpdated: 'December 2024',
  intro: `These terms govern your use of the ${name} website and services, including our internship matching platform, training programs, workshops and careers pages. Please read them carefully.`,
  sections: {
    'acceptance-of-terms': {
      heading: 'Acceptance of Terms',
      paragraphs: [
        'By using our website or services you agree to these terms and to our Privacy Policy. If you do not agree, please do not use our services.',
        'You must be 18 or older, or have the consent of a parent or guardian, to use our services.',
      ],
    },
    'use-of-services': {
      heading: 'Use of Services',
      paragraphs: [
        'Our platform matches users to internships, training programs, workshops and jobs. We may change, suspend or end any part of the services at any time. Fees for programs are shown before you apply and are paid outside the platform by UPI.',
      ],
    },
    'user-responsibilities': {
      heading: 'User Responsibilities',
      items: [
        'Give accurate and complete information in your applications',
        'Keep your contact details up to date',
        'Respect mentors, employers and other users',
        'Follow the rules of the programs you join',
      ],
    },
    'prohibited-activities': {
      heading: 'Prohibited Activities',
      items: [
        'Submitting false information or applying on behalf of someone else',
        'Uploading malware or harmful files',
        'Scraping, overloading or attacking the platform',
        'Harassing or misleading other users',
        'Using the services for anything unlawful',
      ],
    },
    'intellectual-property-rights': {
      heading: 'Intellectual Property Rights',
      paragraphs: [
        `The website, its content and our course materials belong to ${name} or its licensors. You may use them for your own learning, but not copy, sell or redistribute them. You keep the rights to the work you submit, and give us permission to use it to run our services.`,
      ],
    },
    'limitation-of-liability': {
      heading: 'Limitation of Liability',
      paragraphs: [
        'Our services are provided "as is". To the extent the law allows, we are not liable for indirect or consequential losses, and our total liability is limited to the amount you paid us in the previous twelve months.',
      ],
    },
    termination: {
      heading: 'Termination',
      paragraphs: [
        'You may stop using our services at any time. We may suspend or end your access if you break these terms, with notice where reasonable.',
      ],
    },
    'governing-law-and-disputes': {
      heading: 'Governing Law and Disputes',
      paragraphs: [
        'These terms are governed by the laws of the State of California, United States, without regard to its conflict of law rules.',
        'Any dispute will be resolved by binding arbitration on an individual basis. You waive the right to take part in a class action or class-wide arbitration.',
      ],
    },
  },
  contact: {
    heading: 'Legal Questions',
    text: 'Questions about these terms? Contact our legal team.',
  },
} as const;
