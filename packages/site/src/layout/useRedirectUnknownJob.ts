import { useEffect } from 'react';
import { useNavigate } from '../boot';
import type { NoticeState } from './notice';

/** An unknown job id: back to /career, where the toast 'Job not found' shows (docs/screens.md). */
export function useRedirectUnknownJob(unknown: boolean): void {
  const navigate = useNavigate();
  useEffect(() => {
    if (!unknown) return;
    const state: NoticeState = { notice: { title: 'Job not found', tone: 'error' } };
    void navigate('/career', { replace: true, state });
  }, [unknown, navigate]);
}
