import { toasts } from '@aarambh/ui';
import { Suspense, useEffect, useState } from 'react';
import { lazyWithStylesheet, useLocation, useNavigate } from '../boot';
import { languageOf } from '../i18n/language';
import { noticeFrom } from './notice';

// react-aria's toast region, toast and landmark code (with the toasts' strings in every locale):
// loaded with the first toast, since most visits show none. A Hindi page's has its labels in Hindi,
// in a chunk of its own.
const ToastRegion = lazyWithStylesheet(() => import('./toastRegion').then((m) => m.ToastRegion));
const HindiToastRegion = lazyWithStylesheet(() =>
  import('./toastRegionHindi').then((m) => m.HindiToastRegion),
);

/** Whether the app's queue has shown a toast yet (from then on, always). */
function useToastShown(): boolean {
  const [toastShown, setToastShown] = useState(() => toasts.queue.visibleToasts.length > 0);
  useEffect(() => {
    if (toastShown) return undefined;
    const check = () => {
      if (toasts.queue.visibleToasts.length > 0) setToastShown(true);
    };
    const unsubscribe = toasts.queue.subscribe(check);
    check();
    return unsubscribe;
  }, [toastShown]);
  return toastShown;
}

const shown = new Set<string>();
/**
 * The kit's toast region, and the notice of the current location (if any) shown as a toast once.
 * The notice is then removed from the history entry, so reloading the page does not repeat it.
 * Loaded only when a first notice arrives: no toast code on a first visit. The region's own code
 * loads with the first toast: a toast's timer starts when it is shown, so none is cut short.
 */
export function NoticeRegion() {
  const location = useLocation();
  const navigate = useNavigate();
  const notice = noticeFrom(location.state);
  const toastShown = useToastShown();
  useEffect(() => {
    if (!notice || shown.has(location.key)) return;
    shown.add(location.key);
    toasts.add({
      title: notice.title,
      tone: notice.tone,
      ...(notice.description ? { description: notice.description } : {}),
    });
    void navigate(`${location.pathname}${location.search}${location.hash}`, {
      replace: true,
      state: null,
      preventScrollReset: true,
    });
  }, [notice, location, navigate]);
  const Region = languageOf(location.pathname) === 'hi' ? HindiToastRegion : ToastRegion;
  return toastShown ? (
    <Suspense fallback={null}>
      <Region />
    </Suspense>
  ) : null;
}
