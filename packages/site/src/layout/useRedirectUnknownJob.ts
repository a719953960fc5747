import { useEffect } from 'react';
import { useNavigate } from '../boot';
import type { NoticeState } from './notice';

/**
 * An unknown job id: back to the careers page (`careers`, /career or its Hindi twin), where the
 * toast 'Job not found' shows (docs/screens.md).
 */
export function useRedirectUnknownJob(unknown: boolean, careers = '/career'): void {
  const navigate = useNavigate();
  useEffect(() => {
    if (!unknown) return;
    const state: NoticeState = { notice: { title: 'Job not found', tone: 'error' } };
    void navigate(careers, { replace: true, state });
  }, [unknown, navigate, careers]);
}
