/**
 * The job application page's words in English (`/career/apply/{id}`), around the form. `{title}` is
 * the opening's title. The opening's own words (department, type, location...) are the careers
 * pages' (`careersCopy`, `jobsCopy`).
 */
export const jobApplyPageCopy = {
  seoTitle: 'Apply for {title}',
  seoDescription: 'Apply for the {title} role at {company}.',
  back: 'Back to Job Details',
  title: 'Apply for {title}',
  summaryLabel: 'Position summary',
  heading: 'Your Application',
  intro:
    'Tell us about yourself and upload your resume. We review every application and reply within 5-7 business days.',
} as const;

/** The job application form's words in English: labels, hints, the selects' choices, buttons. */
export const jobApplicationFormCopy = {
  /** The form's name; `{title}` is the opening's title. */
  label: 'Application for {title}',
  about: 'About You',
  firstName: 'First Name',
  lastName: 'Last Name',
  email: 'Email Address',
  phone: 'Phone Number',
  location: 'Location',
  locationHint: 'City and country',
  experience: 'Experience Level',
  /** Each experience level's label, by its value. */
  experienceLevels: {
    entry: 'Entry level (0-2 years)',
    mid: 'Mid level (3-5 years)',
    senior: 'Senior (5+ years)',
    lead: 'Lead or principal',
    student: 'Student',
  },
  availability: 'Availability',
  /** Each availability's label, by its value. */
  availabilities: {
    immediate: 'Immediately',
    '2weeks': 'In 2 weeks',
    '1month': 'In 1 month',
    '2months': 'In 2 months',
    '3months': 'In 3 months',
  },
  salary: 'Expected Salary',
  work: 'Your Work',
  resume: 'Resume',
  resumeHint: 'PDF or Word, up to 5 MB.',
  portfolio: 'Portfolio',
  linkedin: 'LinkedIn Profile',
  github: 'GitHub Profile',
  coverLetter: 'Cover Letter',
  terms: 'I agree to the terms',
  submitting: 'Submitting...',
  submit: 'Submit Application',
} as const;
