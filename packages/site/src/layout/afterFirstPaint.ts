// What the layout mounts once the page is idle (layout/SiteLayout.tsx): the flows every page has
// and the notices' region, which watches the toast queue and loads the toast region with the first
// toast (layout/toastRegion.ts). One module, so that it arrives as one download.
export { GlobalFlows, type GlobalFlowsLanguage } from '../flows/GlobalFlows';
export { NoticeRegion } from './NoticeRegion';
