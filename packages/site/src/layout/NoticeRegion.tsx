import { ToastRegion, toasts } from '@aarambh/ui';
import { useEffect } from 'react';
import { useLocation, useNavigate } from '../boot';
import { noticeFrom } from './notice';

const shown = new Set<string>();
/**
 * The kit's toast region, and the notice of the current location (if any) shown as a toast once.
 * The notice is then removed from the history entry, so reloading the page does not repeat it.
 * Loaded only when a first notice arrives: no toast code on a first visit.
 */
export function NoticeRegion() {
  const location = useLocation();
  const navigate = useNavigate();
  const notice = noticeFrom(location.state);
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
  return <ToastRegion />;
}
