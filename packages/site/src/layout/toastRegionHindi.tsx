// The kit's toast region with its own labels in Hindi: a chunk only a Hindi page loads, with the
// first toast (NoticeRegion.tsx), so no English page loads their Hindi.
import { noticesCopy } from '@aarambh/content';
import { hindiCopy, noticesHindi } from '@aarambh/content/hindi';
import { ToastRegion, type ToastRegionProps } from '@aarambh/ui';

// English (the kit's defaults) while any of their Hindi is stale (docs/i18n.md).
const { copy } = hindiCopy(noticesCopy, noticesHindi);

/** The toast region of a Hindi page: the landmark's name, the tones' spoken names, 'Dismiss'. */
export function HindiToastRegion({ toasts }: Pick<ToastRegionProps, 'toasts'>) {
  return (
    <ToastRegion
      {...(toasts ? { toasts } : {})}
      label={copy.region}
      closeLabel={copy.dismiss}
      toneLabels={copy.tones}
    />
  );
}
