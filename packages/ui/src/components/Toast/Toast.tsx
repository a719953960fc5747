import {
  Text,
  UNSTABLE_Toast as RACToast,
  UNSTABLE_ToastContent as RACToastContent,
  UNSTABLE_ToastRegion as RACToastRegion,
} from 'react-aria-components';
import { Icon, type IconName } from '../Icon/Icon';
import { IconButton } from '../IconButton/IconButton';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './Toast.css';
import { toasts as appToasts, type ToastTone, type Toasts } from './toastQueue';

const toneIcons: Record<ToastTone, { name: IconName; tone: 'success' | 'warning' | 'critical' | 'info' }> = {
  success: { name: 'success', tone: 'success' },
  warning: { name: 'warning', tone: 'warning' },
  error: { name: 'error', tone: 'critical' },
  info: { name: 'info', tone: 'info' },
};

export interface ToastRegionProps {
  /** The queue to show. @default toasts (the app's queue) */
  toasts?: Toasts;
  /**
   * The landmark's accessible name (F6 moves focus to it).
   * @default 'Notifications'
   */
  label?: string;
  /**
   * Spoken names of the tones, read before the title, so the tone is not told by colour alone.
   * @default { success: 'Success', warning: 'Warning', error: 'Error', info: 'Information' }
   */
  toneLabels?: Record<ToastTone, string>;
  /** @default 'Dismiss' */
  closeLabel?: string;
}

const defaultToneLabels: Record<ToastTone, string> = {
  success: 'Success',
  warning: 'Warning',
  error: 'Error',
  info: 'Information',
};

/**
 * Shows the toasts of a queue in a fixed corner. Wraps react-aria-components' ToastRegion and Toast:
 * the region is a landmark (F6 reaches it), each toast is announced through a live alert, timers
 * pause while the pointer is over the toasts or focus is inside them, and each toast has a close
 * button. Render it once near the root of the app.
 */
export function ToastRegion({
  toasts = appToasts,
  label = 'Notifications',
  toneLabels = defaultToneLabels,
  closeLabel = 'Dismiss',
}: ToastRegionProps) {
  return (
    <RACToastRegion queue={toasts.queue} aria-label={label} className={styles.region}>
      {({ toast }) => {
        const tone = toast.content.tone ?? 'info';
        return (
          <RACToast toast={toast} className={`${styles.toast} ${styles.tone[tone]}`}>
            <RACToastContent className={styles.content}>
              <span className={styles.icon}>
                <Icon name={toneIcons[tone].name} tone={toneIcons[tone].tone} size="small" />
              </span>
              <span className={styles.texts}>
                {/* Inside the alert, so the tone is announced before the title. */}
                <VisuallyHidden>{`${toneLabels[tone]}: `}</VisuallyHidden>
                <Text slot="title" className={styles.title}>
                  {toast.content.title}
                </Text>
                {toast.content.description ? (
                  <Text slot="description" className={styles.description}>
                    {toast.content.description}
                  </Text>
                ) : null}
              </span>
            </RACToastContent>
            <IconButton slot="close" icon="close" label={closeLabel} size="small" />
          </RACToast>
        );
      }}
    </RACToastRegion>
  );
}
