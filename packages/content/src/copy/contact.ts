import { company } from '../company.ts';

/** The Contact page's words in English (its icons and the company's addresses are the page's). */
export const contactPageCopy = {
  seoTitle: 'Contact Us',
  seoDescription: `Get in touch with ${company.name}: e-mail, phone and address in ${company.address.display}. We reply within ${company.businessHours.responseTime}.`,
  eyebrow: 'Contact',
  title: 'Get in Touch',
  intro: 'Questions about a program, a project or a partnership? We would love to hear from you.',
  detailsHeading: 'Contact Information',
  /** E-mail, phone, address: each card's title, line under the address, and link. */
  details: [
    {
      title: 'Email Us',
      description: 'For questions about services, programs and partnerships.',
      linkLabel: 'Send an email',
    },
    { title: 'Call Us', description: company.businessHours.weekdays, linkLabel: 'Call now' },
    { title: 'Visit Us', description: 'Meetings at our office by appointment.', linkLabel: 'Open the map' },
  ],
  /** The office's place, as the card shows it. */
  address: company.address.display,
  quickResponseHeading: 'Quick Response',
  quickResponse: `We reply to every message within ${company.businessHours.responseTime}. ${company.businessHours.weekend}.`,
  faqHeading: 'Frequently Asked Questions',
  faqTeaser: 'Quick answers about applications, fees, stipends and projects.',
  viewFaq: 'View FAQ',
  formHeading: 'Send us a Message',
  formIntro: 'Fill in the form and choose the kind of inquiry, and the right person will get back to you.',
  faqs: [
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
  ],
} as const;

/** The contact form's words in English: labels, hints, the inquiry types' names, buttons. */
export const contactFormCopy = {
  formLabel: 'Send us a Message',
  firstName: 'First Name',
  lastName: 'Last Name',
  email: 'Email Address',
  phone: 'Phone Number',
  company: 'Company',
  inquiryType: 'Inquiry Type',
  inquiryTypePlaceholder: 'Select an inquiry type',
  /** Each inquiry type's name, by its value. */
  inquiryTypes: {
    general: 'General Inquiry',
    internship: 'Internship Program',
    partnership: 'Partnership',
    support: 'Technical Support',
    careers: 'Careers',
    media: 'Media & Press',
  },
  subject: 'Subject',
  message: 'Message',
  notSent: 'Your message has not been sent.',
  send: 'Send Message',
} as const;
