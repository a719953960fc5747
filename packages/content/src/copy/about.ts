import { company } from '../company.ts';

/** The About page's words in English (its figures and icons are the page's). */
export const aboutCopy = {
  seoTitle: 'About Us',
  seoDescription: `${company.name} helps students and job seekers launch their careers with AI-powered application tools, a centralised application tracker, training and internships. Founded ${company.founded} in Delhi.`,
  eyebrow: 'About Us',
  title: `About ${company.name}`,
  tagline: company.tagline,
  missionHeading: 'Our Mission',
  mission:
    'We help students, freshers and job seekers turn ambition into a career. Our AI-powered application tools and centralised application tracker take the guesswork out of applying, and our training programs, workshops and internships give you the skills and experience employers look for.',
  impactHeading: 'Our Impact in Numbers',
  /** The four figures' labels, in the page's order: applications, success rate, categories, response time. */
  stats: ['Applications Created', 'Success Rate', 'Job Categories', 'Response Time'],
  valuesHeading: 'Our Values',
  values: [
    {
      title: 'Precision',
      description: 'We get the details right, in the code we write and in the advice we give.',
    },
    {
      title: 'Efficiency',
      description: 'We respect your time: clear steps, quick replies and no unnecessary paperwork.',
    },
    {
      title: 'Success',
      description: 'We measure ourselves by the jobs, projects and skills our clients and learners gain.',
    },
    {
      title: 'Support',
      description: 'Mentors and a support team who answer within 24 hours, on weekdays and weekends.',
    },
  ],
  storyHeading: 'Our Story',
  story: [
    `${company.name} was founded in ${company.founded} in Delhi by engineers who had seen too many talented students struggle to land their first job. Applications disappeared without a reply, internships taught little, and good training was hard to find or afford.`,
    'We started by building software for small businesses, and brought students into that work as interns. What they learned on real projects mattered more than any certificate, so we built our training programs and workshops the same way: practical, mentored and honest about what employers need.',
    'Today we combine both sides: a development studio that ships software, apps and websites, and a learning platform where thousands of applicants track their applications and grow their skills.',
  ],
  highlightsHeading: 'Company Highlights',
  /** Location, business hours, founded, team: the company's config, in words. */
  highlights: [
    { title: 'Location', description: company.address.display },
    {
      title: 'Business Hours',
      description: `${company.businessHours.weekdays}, ${company.businessHours.weekend.toLowerCase()}`,
    },
    { title: 'Founded', description: String(company.founded) },
    { title: 'Team', description: company.teamSize },
  ],
} as const;
