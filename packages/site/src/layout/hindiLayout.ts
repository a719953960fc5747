import { islandComponent, lazyWithStylesheet } from '../boot';
import type { LayoutHandle } from './SiteLayout';

/**
 * What a Hindi page's layout mounts once idle, the flows every page has, and the footer's subscribe
 * form (whose code loads with the footer's), in Hindi: the `handle` each Hindi page's route module
 * exports (routes/hi/), so that a page hydrates with it from its own module, without the route tables.
 */
export const hindiLayoutHandle: LayoutHandle = {
  globalFlows: lazyWithStylesheet(() => import('./afterFirstPaintHindi').then((m) => m.HindiGlobalFlows)),
  subscribeForm: islandComponent(() =>
    import('../flows/subscribe/HindiSubscribeForm').then((m) => m.HindiSubscribeForm),
  ),
};
