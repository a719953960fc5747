import { company } from '@aarambh/content';
import type { Faq } from './schemas';

/** The Contact page's Frequently Asked Questions. */
export const faqs: readonly Faq[] = [
  {
    question: 'How quickly will I get a reply?',
    answer: `We reply to every message within ${company.businessHours.responseTime}, usually much sooner during business hours (${company.businessHours.weekdays}).`,
  },
  {
    question: 'How do I apply for an internship or a training program?',
    answer:
      'Open the opportunity you are interested in, choose a duration, and press Apply Now. The form asks for your details, your resume and the payment reference for the program fee.',
  },
  {
    question: 'How is the program fee paid?',
    answer:
      'Fees are paid by UPI. The application form shows the amount for the duration you choose and the UPI details, and you enter the transaction ID once you have paid.',
  },
  {
    question: 'Do internships pay a stipend?',
    answer:
      'Many of our internships pay a monthly stipend, and research internships offer scholarships for selected candidates. Each opportunity page shows what it offers.',
  },
  {
    question: 'Can my company hire you to build software, an app or a website?',
    answer:
      'Yes. Choose "Partnership" or "General" as the inquiry type in the form above, tell us about your project, and we will set up a call.',
  },
  {
    question: 'Do you offer workshops for colleges?',
    answer:
      'Yes. Our workshops run online or on campus. Send us a message with your college name, the topic and the number of students.',
  },
];
