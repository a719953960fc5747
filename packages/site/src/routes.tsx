import type { DiscoveredRoutes, RouteObject } from './boot';
import { layoutRoute, NOT_FOUND_ROUTE_IDS } from './layoutRoute';

/**
 * The Hindi pages' routes (docs/i18n.md), children of the layout found when a path under `/hi` is
 * first matched (react-router's route discovery, boot/client/start.tsx): no English page's route
 * table carries them. The server renders from both tables (entry-server.tsx).
 */
export const discoveredRoutes: readonly DiscoveredRoutes[] = [
  { prefix: '/hi', load: () => import('./hindiRoutes') },
];

/**
 * The site's routes: one layout route with the shared navigation and footer, and a lazily loaded
 * module per screen (each module exports `Component`), named here only: the server renderer finds
 * each module's source file for the prerender step by the module it loads (boot/server/render.tsx).
 * The client loads this table when the router is first needed, not to hydrate (entry-client.tsx).
 */
export const routes: RouteObject[] = [
  {
    ...layoutRoute,
    children: [
      {
        id: 'home',
        index: true,
        lazy: () => import('./routes/Home'),
      },
      {
        id: 'services',
        path: 'services',
        lazy: () => import('./routes/Services'),
      },
      {
        id: 'category',
        path: 'services/:category',
        lazy: () => import('./routes/Category'),
      },
      {
        id: 'about',
        path: 'about',
        lazy: () => import('./routes/About'),
      },
      {
        id: 'career',
        path: 'career',
        lazy: () => import('./routes/Careers'),
      },
      {
        id: 'job',
        path: 'career/job/:jobId',
        lazy: () => import('./routes/JobDetail'),
      },
      {
        id: 'job-apply',
        path: 'career/apply/:jobId',
        lazy: () => import('./routes/JobApply'),
      },
      {
        id: 'opportunity',
        path: 'opportunity/:id',
        lazy: () => import('./routes/Opportunity'),
      },
      {
        id: 'contact',
        path: 'contact',
        lazy: () => import('./routes/Contact'),
      },
      {
        id: 'privacy-policy',
        path: 'privacy-policy',
        lazy: () => import('./routes/PrivacyPolicy'),
      },
      {
        id: 'privacy-request',
        path: 'privacy/request',
        lazy: () => import('./routes/PrivacyRequest'),
      },
      {
        id: 'confirm-privacy-request',
        path: 'privacy/request/confirm',
        lazy: () => import('./routes/ConfirmPrivacyRequest'),
      },
      {
        id: 'confirm-guardian',
        path: 'guardian/confirm',
        lazy: () => import('./routes/ConfirmGuardian'),
      },
      {
        id: 'terms-of-service',
        path: 'terms-of-service',
        lazy: () => import('./routes/TermsOfService'),
      },
      {
        id: 'cookie-policy',
        path: 'cookie-policy',
        lazy: () => import('./routes/CookiePolicy'),
      },
      {
        id: 'refund-policy',
        path: 'refund-policy',
        lazy: () => import('./routes/RefundPolicy'),
      },
      {
        id: 'coming-soon',
        path: 'coming-soon',
        lazy: () => import('./routes/ComingSoon'),
      },
      {
        id: 'feedback',
        path: 'feedback',
        lazy: () => import('./routes/Feedback'),
      },
      {
        id: 'confirm-subscription',
        path: 'subscription/confirm',
        lazy: () => import('./routes/ConfirmSubscription'),
      },
      {
        id: 'subscription',
        path: 'subscription/:outcome',
        lazy: () => import('./routes/SubscriptionOutcome'),
      },
      {
        id: 'unsubscribe',
        path: 'unsubscribe',
        lazy: () => import('./routes/Unsubscribe'),
      },
      {
        id: 'withdraw-consent',
        path: 'privacy/withdraw',
        lazy: () => import('./routes/WithdrawConsent'),
      },
      {
        id: 'application-status',
        path: 'application-status',
        lazy: () => import('./routes/ApplicationStatus'),
      },
      {
        id: 'payment-receipt',
        path: 'application-status/receipt',
        lazy: () => import('./routes/PaymentReceipt'),
      },
      {
        id: 'verify',
        path: 'verify',
        lazy: () => import('./routes/Verify'),
      },
      {
        id: 'verify-document',
        path: 'verify/:id',
        lazy: () => import('./routes/Verify'),
      },
      {
        id: NOT_FOUND_ROUTE_IDS[0],
        path: '*',
        lazy: () => import('./routes/NotFound'),
      },
    ],
  },
];
