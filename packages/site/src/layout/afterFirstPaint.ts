// What the layout mounts once the page is idle (layout/SiteLayout.tsx): the flows every page has
// and the toast region. One module, so that it arrives as one download.
export { GlobalFlows } from '../flows/GlobalFlows';
export { NoticeRegion } from './NoticeRegion';
