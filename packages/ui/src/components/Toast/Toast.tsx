import {
  Text,
  UNSTABLE_Toast as RACToast,
  UNSTABLE_ToastContent as RACToastContent,
  UNSTABLE_ToastRegion as RACToastRegion,
} from 'react-aria-components';
import { type CSSProperties, useEffect, useState } from 'react';
import { Icon, type IconName } from '../Icon/Icon';
import { IconButton } from '../IconButton/IconButton';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './Toast.css';
import { toastPlacement } from './placement';
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

/** The kit's modal dialogs (`Modal` marks its box), over which toasts show. */
const MODAL_DIALOGS = '[data-modal]';
/** What a toast must not cover in a dialog. */
const ACTIONS = 'button, a[href], input, select, textarea, [role="button"]';

/**
 * Where the toasts go while a modal dialog is open (`toastPlacement`), so that none lands on the
 * dialog's buttons: measured when the toasts change and when the window is resized.
 */
function useClearOfDialogs(queue: Toasts['queue']): CSSProperties | undefined {
  const [placement, setPlacement] = useState<CSSProperties>();
  useEffect(() => {
    const place = () => {
      const dialog = [...document.querySelectorAll(MODAL_DIALOGS)].at(-1);
      const rem = Number.parseFloat(getComputedStyle(document.documentElement).fontSize) || 16;
      setPlacement(
        toastPlacement({
          viewport: { width: window.innerWidth, height: window.innerHeight },
          dialog: dialog?.getBoundingClientRect() ?? null,
          actions: dialog
            ? [...dialog.querySelectorAll(ACTIONS)].map((action) => action.getBoundingClientRect())
            : [],
          gap: rem * 1.5,
          minWidth: rem * 16,
          height: rem * 4.5,
        }),
      );
    };
    place();
    const unsubscribe = queue.subscribe(place);
    window.addEventListener('resize', place);
    return () => {
      unsubscribe();
      window.removeEventListener('resize', place);
    };
  }, [queue]);
  return placement;
}

/**
 * Shows the toasts of a queue in a fixed corner, or beside a modal dialog that is open (never on
 * its buttons). Wraps react-aria-components' ToastRegion and Toast:
 * the region is a landmark (F6 reaches it), each toast is announced through a live alert, timers
 * pause while the pointer is over the toasts or focus is inside them, and each toast has a close
 * button. Render it once near the root of the app. Toasts pass: they are left out of print.
 */
export function ToastRegion({
  toasts = appToasts,
  label = 'Notifications',
  toneLabels = defaultToneLabels,
  closeLabel = 'Dismiss',
}: ToastRegionProps) {
  const placement = useClearOfDialogs(toasts.queue);
  return (
    <RACToastRegion
      queue={toasts.queue}
      aria-label={label}
      className={styles.region}
      {...(placement ? { style: placement } : {})}
    >
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
