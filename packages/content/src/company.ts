/**
 * The company config: the one place the brand and the contact details are written. Every screen,
 * every page title and the structured data read them from here. E-mail addresses use the reserved
 * `.example` domain; the phone, WhatsApp number, UPI handle and registered office are fictional
 * (the 555 0100-0199 range style: `+91 11 5550 0142` dials nowhere).
 */
const address = {
  /** The registered office's street. */
  street: 'Unit 42, Example Business Park, Okhla Phase III',
  locality: 'New Delhi',
  region: 'Delhi',
  postalCode: '110020',
  country: 'India',
  countryCode: 'IN',
  display: 'Delhi, India',
} as const;

export const company = {
  name: 'Aarambh Labs',
  /** The name the company is registered under: receipts and other legal papers print it. */
  legalName: 'Aarambh Labs Private Limited',
  tagline:
    'Software, apps and websites for growing businesses, and the training, workshops and internships that start careers.',
  /** Where the public site lives: canonical URLs, Open Graph and the sitemap are built from it. */
  siteUrl: 'https://www.aarambhlabs.example',
  founded: 2025,
  teamSize: '25+ engineers, designers and mentors',
  emails: {
    general: 'hello@aarambhlabs.example',
    legal: 'legal@aarambhlabs.example',
    privacy: 'privacy@aarambhlabs.example',
  },
  /**
   * The person who answers data questions and grievances (DPDP Act s.8(9), Rule 9): a role and an
   * address, named on the privacy page, in every form's notice and in the footer.
   */
  grievanceContact: {
    role: 'Grievance Officer (data protection)',
    email: 'grievance@aarambhlabs.example',
  },
  /**
   * Where a person may complain once our grievance answer does not satisfy them (DPDP Act s.13(3)):
   * the Data Protection Board of India, through the government's data protection page.
   */
  dataProtectionBoard: {
    name: 'Data Protection Board of India',
    href: 'https://www.meity.gov.in/data-protection-framework',
  },
  phone: { display: '+91 11 5550 0142', href: 'tel:+911155500142' },
  /** The help chat's WhatsApp number, digits only (the wa.me format). */
  whatsappNumber: '911155500142',
  upiHandle: 'aarambhlabs@upi.example',
  address: {
    ...address,
    /** The registered office in one line, as receipts print it. */
    registered: `${address.street}, ${address.locality} ${address.postalCode}, ${address.region}, ${address.country}`,
  },
  /**
   * How soon an applicant hears the outcome, counted from the day they applied: the status page's
   * "decision by" date. A job's is the 5-7 business days its confirmation promises.
   */
  decisionWithin: { programmeDays: 15, jobBusinessDays: 7 },
  businessHours: {
    weekdays: 'Mon-Fri 9AM-6PM IST',
    weekend: 'Weekend support available',
    responseTime: '24 hours',
  },
  social: [
    { name: 'LinkedIn', href: 'https://www.linkedin.com/company/aarambhlabs-example' },
    { name: 'Twitter', href: 'https://twitter.com/aarambhlabs_example' },
    { name: 'GitHub', href: 'https://github.com/aarambhlabs-example' },
    { name: 'Instagram', href: 'https://www.instagram.com/aarambhlabs.example' },
  ],
  /**
   * The API the site's forms call: same origin by default, so `npm start` answers it. A call fails
   * when nothing has moved for `timeoutMs` (the client's stall timeout, never a limit on a slow
   * upload that keeps moving).
   */
  api: {
    baseUrl: '',
    timeoutMs: 15000,
  },
} as const;

export type Company = typeof company;
