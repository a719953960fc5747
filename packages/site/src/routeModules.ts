import { NOT_FOUND_ROUTE_ID } from './routes';

/**
 * The source file of each route's lazy module, by route id: the prerender step links the JS and
 * CSS of the modules a page matches. Server-side only, so the client does not carry it;
 * `entry-server.test.ts` checks it against the route table.
 */
export const routeModules: Record<string, string> = {
  home: 'src/routes/Home.tsx',
  services: 'src/routes/Services.tsx',
  category: 'src/routes/Category.tsx',
  about: 'src/routes/About.tsx',
  career: 'src/routes/Careers.tsx',
  job: 'src/routes/JobDetail.tsx',
  'job-apply': 'src/routes/JobApply.tsx',
  opportunity: 'src/routes/Opportunity.tsx',
  contact: 'src/routes/Contact.tsx',
  'privacy-policy': 'src/routes/PrivacyPolicy.tsx',
  'terms-of-service': 'src/routes/TermsOfService.tsx',
  'cookie-policy': 'src/routes/CookiePolicy.tsx',
  'refund-policy': 'src/routes/RefundPolicy.tsx',
  'coming-soon': 'src/routes/ComingSoon.tsx',
  feedback: 'src/routes/Feedback.tsx',
  'confirm-subscription': 'src/routes/ConfirmSubscription.tsx',
  subscription: 'src/routes/SubscriptionOutcome.tsx',
  unsubscribe: 'src/routes/Unsubscribe.tsx',
  'application-status': 'src/routes/ApplicationStatus.tsx',
  'payment-receipt': 'src/routes/PaymentReceipt.tsx',
  [NOT_FOUND_ROUTE_ID]: 'src/routes/NotFound.tsx',
};
