import { ProgressBar } from '@aarambh/ui';
import { useSyncExternalStore } from 'react';
import { useApiClient } from '../../contexts/ApiClientContext';

const noUpload = () => null;

/** Bytes for people: '840 KB', '4.8 MB'. */
function size(bytes: number): string {
  return bytes < 1024 * 1024 ? `${Math.round(bytes / 1024)} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/**
 * How much of an application with its resume has been sent, while it is being sent (calls 1 and
 * 2): a 5 MB resume on a slow uplink takes a while, and the visitor sees it move. Nothing shows
 * between uploads, nor in the prerendered page.
 */
export function UploadProgress() {
  const { uploads } = useApiClient();
  const progress = useSyncExternalStore(uploads.subscribe, uploads.current, noUpload);
  if (!progress || progress.total === 0) return null;
  return (
    <ProgressBar
      label="Sending your application"
      value={progress.sent}
      maxValue={progress.total}
      valueLabel={`${size(progress.sent)} of ${size(progress.total)}`}
    />
  );
}
