import { fillIn } from '@aarambh/content';
import { ProgressBar } from '@aarambh/ui';
import { useSyncExternalStore } from 'react';
import { useApiClient } from '../../contexts/ApiClientContext';
import { useFormLanguage } from '../forms/FormLanguage';

const noUpload = () => null;

/** Bytes for people: '840 KB', '4.8 MB'. */
function size(bytes: number): string {
  return bytes < 1024 * 1024 ? `${Math.round(bytes / 1024)} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/**
 * How much of an application with its resume has been sent, while it is being sent (calls 1 and
 * 2): a 5 MB resume on a slow uplink takes a while, and the visitor sees it move. Nothing shows
 * between uploads, nor in the prerendered page. In the language of the forms around (`FormLanguage`).
 */
export function UploadProgress() {
  const { words } = useFormLanguage();
  const { uploads } = useApiClient();
  const progress = useSyncExternalStore(uploads.subscribe, uploads.current, noUpload);
  if (!progress || progress.total === 0) return null;
  return (
    <ProgressBar
      label={words.uploading}
      value={progress.sent}
      maxValue={progress.total}
      valueLabel={fillIn(words.uploaded, { sent: size(progress.sent), total: size(progress.total) })}
    />
  );
}
