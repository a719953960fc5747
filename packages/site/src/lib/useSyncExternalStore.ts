// What the site's build gives for `use-sync-external-store/shim` (vite.config.ts): react-aria,
// react-stately and @xstate/react import that shim so that they run on React 16 and 17 as well,
// and on React 18 and later it only hands over React's own hook. The site runs React 19.
export { useSyncExternalStore } from 'react';
