import type { RouteObject } from './boot';
import { NOT_FOUND_ROUTE_IDS } from './layoutRoute';

/**
 * The Hindi pages (docs/i18n.md), children of the layout: each route names its module, as in
 * routes.tsx, which exports the Hindi layout's `handle` (layout/hindiLayout.ts). Loaded only where a
 * path under `/hi` is matched (`discoveredRoutes` there).
 */
export const routes: RouteObject[] = [
  {
    id: 'hi-home',
    path: 'hi',
    lazy: () => import('./routes/hi/Home'),
  },
  {
    id: 'hi-services',
    path: 'hi/services',
    lazy: () => import('./routes/hi/Services'),
  },
  {
    id: 'hi-category',
    path: 'hi/services/:category',
    lazy: () => import('./routes/hi/Category'),
  },
  {
    id: 'hi-about',
    path: 'hi/about',
    lazy: () => import('./routes/hi/About'),
  },
  {
    id: 'hi-career',
    path: 'hi/career',
    lazy: () => import('./routes/hi/Careers'),
  },
  {
    id: 'hi-job',
    path: 'hi/career/job/:jobId',
    lazy: () => import('./routes/hi/JobDetail'),
  },
  {
    id: 'hi-job-apply',
    path: 'hi/career/apply/:jobId',
    lazy: () => import('./routes/hi/JobApply'),
  },
  {
    id: 'hi-privacy-policy',
    path: 'hi/privacy-policy',
    lazy: () => import('./routes/hi/PrivacyPolicy'),
  },
  {
    id: 'hi-terms-of-service',
    path: 'hi/terms-of-service',
    lazy: () => import('./routes/hi/TermsOfService'),
  },
  {
    id: 'hi-cookie-policy',
    path: 'hi/cookie-policy',
    lazy: () => import('./routes/hi/CookiePolicy'),
  },
  {
    id: 'hi-refund-policy',
    path: 'hi/refund-policy',
    lazy: () => import('./routes/hi/RefundPolicy'),
  },
  {
    id: 'hi-contact',
    path: 'hi/contact',
    lazy: () => import('./routes/hi/Contact'),
  },
  {
    id: 'hi-feedback',
    path: 'hi/feedback',
    lazy: () => import('./routes/hi/Feedback'),
  },
  {
    id: 'hi-opportunity',
    path: 'hi/opportunity/:id',
    lazy: () => import('./routes/hi/Opportunity'),
  },
  {
    id: 'hi-application-status',
    path: 'hi/application-status',
    lazy: () => import('./routes/hi/ApplicationStatus'),
  },
  {
    id: 'hi-payment-receipt',
    path: 'hi/application-status/receipt',
    lazy: () => import('./routes/hi/PaymentReceipt'),
  },
  {
    id: 'hi-confirm-subscription',
    path: 'hi/subscription/confirm',
    lazy: () => import('./routes/hi/ConfirmSubscription'),
  },
  {
    id: 'hi-subscription',
    path: 'hi/subscription/:outcome',
    lazy: () => import('./routes/hi/SubscriptionOutcome'),
  },
  {
    id: 'hi-unsubscribe',
    path: 'hi/unsubscribe',
    lazy: () => import('./routes/hi/Unsubscribe'),
  },
  {
    id: 'hi-withdraw-consent',
    path: 'hi/privacy/withdraw',
    lazy: () => import('./routes/hi/WithdrawConsent'),
  },
  {
    id: 'hi-privacy-request',
    path: 'hi/privacy/request',
    lazy: () => import('./routes/hi/PrivacyRequest'),
  },
  {
    id: 'hi-privacy-request-confirm',
    path: 'hi/privacy/request/confirm',
    lazy: () => import('./routes/hi/ConfirmPrivacyRequest'),
  },
  {
    id: 'hi-confirm-guardian',
    path: 'hi/guardian/confirm',
    lazy: () => import('./routes/hi/ConfirmGuardian'),
  },
  {
    id: 'hi-verify',
    path: 'hi/verify',
    lazy: () => import('./routes/hi/Verify'),
  },
  {
    id: 'hi-verify-document',
    path: 'hi/verify/:id',
    lazy: () => import('./routes/hi/Verify'),
  },
  {
    id: NOT_FOUND_ROUTE_IDS[1],
    path: 'hi/*',
    lazy: () => import('./routes/hi/NotFound'),
  },
];
