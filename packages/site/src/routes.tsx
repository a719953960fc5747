import type { RouteObject } from 'react-router-dom';
import { SiteLayout } from './layout/SiteLayout';

/**
 * What the prerender step needs to know about a route: the source file of its lazy module, so it
 * can link that module's JS and CSS from the page's HTML.
 */
export interface RouteHandle {
  module: string;
}

/** The route id of the catch-all, which renders the 404 page. */
export const NOT_FOUND_ROUTE_ID = 'not-found';

/**
 * The site's routes: one layout route with the shared navigation and footer, and a lazily loaded
 * module per screen (each module exports `Component`). The `handle.module` paths must name the
 * same files as the imports; `routes.test.ts` checks that they do.
 */
export const routes: RouteObject[] = [
  {
    id: 'layout',
    path: '/',
    Component: SiteLayout,
    children: [
      {
        id: 'home',
        index: true,
        lazy: () => import('./routes/Home'),
        handle: { module: 'src/routes/Home.tsx' },
      },
      {
        id: 'services',
        path: 'services',
        lazy: () => import('./routes/Services'),
        handle: { module: 'src/routes/Services.tsx' },
      },
      {
        id: 'category',
        path: 'services/:category',
        lazy: () => import('./routes/Category'),
        handle: { module: 'src/routes/Category.tsx' },
      },
      {
        id: 'about',
        path: 'about',
        lazy: () => import('./routes/About'),
        handle: { module: 'src/routes/About.tsx' },
      },
      {
        id: 'career',
        path: 'career',
        lazy: () => import('./routes/Careers'),
        handle: { module: 'src/routes/Careers.tsx' },
      },
      {
        id: 'job',
        path: 'career/job/:jobId',
        lazy: () => import('./routes/JobDetail'),
        handle: { module: 'src/routes/JobDetail.tsx' },
      },
      {
        id: 'job-apply',
        path: 'career/apply/:jobId',
        lazy: () => import('./routes/JobApply'),
        handle: { module: 'src/routes/JobApply.tsx' },
      },
      {
        id: 'opportunity',
        path: 'opportunity/:id',
        lazy: () => import('./routes/Opportunity'),
        handle: { module: 'src/routes/Opportunity.tsx' },
      },
      {
        id: 'contact',
        path: 'contact',
        lazy: () => import('./routes/Contact'),
        handle: { module: 'src/routes/Contact.tsx' },
      },
      {
        id: 'privacy-policy',
        path: 'privacy-policy',
        lazy: () => import('./routes/PrivacyPolicy'),
        handle: { module: 'src/routes/PrivacyPolicy.tsx' },
      },
      {
        id: 'terms-of-service',
        path: 'terms-of-service',
        lazy: () => import('./routes/TermsOfService'),
        handle: { module: 'src/routes/TermsOfService.tsx' },
      },
      {
        id: 'cookie-policy',
        path: 'cookie-policy',
        lazy: () => import('./routes/CookiePolicy'),
        handle: { module: 'src/routes/CookiePolicy.tsx' },
      },
      {
        id: 'coming-soon',
        path: 'coming-soon',
        lazy: () => import('./routes/ComingSoon'),
        handle: { module: 'src/routes/ComingSoon.tsx' },
      },
      {
        id: 'feedback',
        path: 'feedback',
        lazy: () => import('./routes/Feedback'),
        handle: { module: 'src/routes/Feedback.tsx' },
      },
      {
        id: NOT_FOUND_ROUTE_ID,
        path: '*',
        lazy: () => import('./routes/NotFound'),
        handle: { module: 'src/routes/NotFound.tsx' },
      },
    ],
  },
];
