import {
  SWIPE_THRESHOLD_PX,
  promoPopupAfterCheck,
  promoPopupDelays,
  promoPopupNextWithoutInput,
  stepSlide,
  type PromoPopupContext,
  type PromoPopupEvent,
  type PromoPopupMachine,
} from '@aarambh/machines';
import {
  Box,
  Button,
  Carousel,
  type CarouselLabels,
  DialogElement,
  Heading,
  Inline,
  LinkButton,
  Stack,
  Text,
  VisuallyHidden,
  useMediaQuery,
  reducedMotionQuery,
} from '@aarambh/ui';
import { useCallback, useDeferredValue, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { promoCopy, Copy } from '@aarambh/content';
import type { PopupSlide } from '../../content/schemas';
import { useChartOnFirstUse } from '../../hooks/useChartOnFirstUse';
import { UNPROMPTED_OVERLAY } from '../overlayOrder';
import { browserSessionStorage, rememberShown, shownThisSession, type FlagStorage } from './sessionFlag';

/**
 * The chart's event for the carousel's change to slide `index` from the one shown: one step either
 * way is the next or the previous slide, so that keys pressed while the chart is on its way (each
 * reported from the slide still shown) add up, as they do once it runs; any other is that slide.
 */
function slideChange(context: PromoPopupContext, index: number): PromoPopupEvent {
  if (index === stepSlide(context, 1)) return { type: 'popup.next' };
  if (index === stepSlide(context, -1)) return { type: 'popup.previous' };
  return { type: 'popup.goTo', index };
}

/**
 * A description as it is (English): one function for every render, so that the slides made from
 * it are made once (see `carouselSlides`), not again at every change of slide.
 */
const plainText = (value: string): ReactNode => value;

export interface PromoPopupProps {
  /** The slides, in order (four on the site: `popupSlides` from the content). */
  slides: readonly PopupSlide[];
  /** The popup's words (the slides' come with them), in the page's language (`promoCopy`, the English). */
  copy: Copy<typeof promoCopy>;
  /** Renders a slide's description (Hindi marks its Latin-script words). @default the text itself */
  text?: (value: string) => ReactNode;
  /** The carousel's labels, in the page's language. @default the kit's, in English */
  labels?: Partial<CarouselLabels>;
  /** Where the popup-shown flag lives. @default the browser session's storage */
  storage?: FlagStorage | null;
  /** @default 1000 */
  popupDelayMs?: number;
  /** @default 5000 */
  slideIntervalMs?: number;
  /**
   * Told when the popup opens and when it closes, or finds it was shown this session: not while
   * it waits to open (the layout holds the cookie banner and the help tip until it is told).
   */
  onOpenChange?: (isOpen: boolean) => void;
  /**
   * While true, the popup does not open: something the visitor opened (a select's list, a menu, a
   * dialog) is open, which the modal popup would close (see flows/overlayOrder). It opens once
   * released; once open, it stays.
   */
  held?: boolean;
}

/**
 * The promotional popup every page has: 1 s after the first load of a browser session (a
 * session-storage flag keeps it from showing again), a dialog with a carousel of the slides. They
 * advance every 5 s, waiting while the pointer is over them, and stop for good once the visitor
 * pauses them, changes the slide or moves focus into them, until Play is pressed (reduced motion
 * starts them paused); arrows, dots, swipes of 50 px and the arrow keys, wherever focus is in the
 * popup from the moment it opens, change the slide. Escape, the close button, 'Maybe Later' and
 * 'Learn More' close it.
 *
 * Its chart (`promoPopupMachine`) and XState load on the visitor's first use of the popup (a
 * pointer over it, a key, a press, focus moved into the slides): until then the popup opens and
 * rotates as the chart would with no input (`useChartOnFirstUse`), and what the visitor does is
 * given to the chart once it is there.
 */
export function PromoPopup({
  slides,
  copy,
  text = plainText,
  labels,
  storage,
  popupDelayMs,
  slideIntervalMs,
  onOpenChange,
  held = false,
}: PromoPopupProps) {
  // Read once: `undefined` means "the browser's", which only exists in the browser.
  const [flagStorage] = useState(() => (storage === undefined ? browserSessionStorage() : storage));
  const [delays] = useState(() => ({
    popupDelay: popupDelayMs ?? promoPopupDelays.popupDelay,
    slideInterval: slideIntervalMs ?? promoPopupDelays.slideInterval,
  }));
  const { value, context, send } = useChartOnFirstUse(
    useCallback(
      (): Promise<PromoPopupMachine> =>
        import('./promoFlow').then(({ bindPromoPopupMachine }) =>
          bindPromoPopupMachine({ storage: flagStorage, delays }),
        ),
      [flagStorage, delays],
    ),
    {
      start: () => promoPopupAfterCheck({ slideCount: slides.length }, shownThisSession(flagStorage)),
      next: (state) => promoPopupNextWithoutInput(state, delays),
      actions: { rememberShown: () => rememberShown(flagStorage) },
    },
  );
  const isOpen = typeof value === 'object' && 'open' in value;
  const shownOpen = useDeferredValue(isOpen);
  // Whether it has shown: a hold keeps it from opening, never closes it.
  const [appeared, setAppeared] = useState(false);
  const showing = isOpen && shownOpen && (appeared || !held);
  // Noted as it renders (React renders the popup again at once), not in an effect after.
  if (showing && !appeared) setAppeared(true);
  const pending = value === 'checking' || value === 'waiting';
  useEffect(() => {
    if (!pending) onOpenChange?.(isOpen);
  }, [pending, isOpen, onOpenChange]);
  const reducedMotion = useMediaQuery(reducedMotionQuery);
  useEffect(() => {
    if (isOpen && reducedMotion) send({ type: 'popup.pause' });
  }, [isOpen, reducedMotion, send]);

  // The slides wait while the pointer is over them, and stop for good once focus moves into them
  // (passive listeners: nothing here is a control of its own).
  const watchPause = useCallback(
    (element: HTMLDivElement | null) => {
      if (!element) return;
      const enter = () => send({ type: 'popup.pointerEnter' });
      const leave = () => send({ type: 'popup.pointerLeave' });
      const focusIn = () => send({ type: 'popup.focusIn' });
      element.addEventListener('pointerenter', enter);
      element.addEventListener('pointerleave', leave);
      element.addEventListener('focusin', focusIn);
      return () => {
        element.removeEventListener('pointerenter', enter);
        element.removeEventListener('pointerleave', leave);
        element.removeEventListener('focusin', focusIn);
      };
    },
    [send],
  );

  const close = useCallback(() => send({ type: 'popup.close' }), [send]);
  // The same slide elements on every render: moving to the next slide every 5 s then re-renders
  // the carousel's controls, not the four slides' contents.
  const carouselSlides = useMemo(
    () =>
      slides.map((slide) => ({
        id: String(slide.id),
        label: slide.title,
        content: (
          // Room inside the carousel's clipped viewport for the buttons' focus rings.
          <Box padding="xs">
            <Stack space="sm">
              {/* At most 200 by 100 pixels: the popup opens after the page's first paint,
                and an image larger than the page's own largest element would become the
                page's Largest Contentful Paint. */}
              <img
                src={slide.src}
                alt={slide.alt}
                width={480}
                height={270}
                style={{
                  width: '100%',
                  maxWidth: '12.5rem',
                  height: 'auto',
                  display: 'block',
                  marginInline: 'auto',
                }}
              />
              <Heading level={3} size="3">
                {slide.title}
              </Heading>
              <Text tone="muted">{text(slide.description)}</Text>
              <Inline space="sm">
                <LinkButton href={slide.learnMoreLink} onPress={close}>
                  {copy.learnMore}
                  <VisuallyHidden>
                    {copy.learnMoreHidden}
                    {slide.title}
                  </VisuallyHidden>
                </LinkButton>
                <Button variant="secondary" onPress={close}>
                  {copy.maybeLater}
                </Button>
              </Inline>
            </Stack>
          </Box>
        ),
      })),
    [slides, close, copy, text],
  );

  // The dialog and its four slides are the biggest render any page does after
  // its first paint: rendered as a deferred (interruptible) update, it yields to the browser every
  // few milliseconds instead of blocking it for a quarter of a second on a slow phone. Closing is
  // immediate.
  if (!showing) return null;
  const paused = context.pausedByUser;

  return (
    // Not one the visitor opened: what waits for those does not wait for it.
    <div {...{ [UNPROMPTED_OVERLAY]: '' }} style={{ display: 'contents' }}>
      <DialogElement
        isOpen
        onOpenChange={(open) => {
          if (!open) close();
        }}
        title={copy.title}
        closeLabel={copy.close}
        size="medium"
        // It opens on its own a second into the visit: the page the visitor reads stays as it was.
        backdrop="clear"
      >
        <Stack space="md">
          <div ref={watchPause}>
            <Carousel
              label={copy.carousel}
              labels={labels}
              index={context.index}
              onIndexChange={(index) => send(slideChange(context, index))}
              swipeThreshold={SWIPE_THRESHOLD_PX}
              keyboardScope="dialog"
              slides={carouselSlides}
            />
          </div>
          <Inline>
            <Button
              variant="ghost"
              size="small"
              aria-label={paused ? copy.playLabel : copy.pauseLabel}
              onPress={() => send({ type: paused ? 'popup.play' : 'popup.pause' })}
            >
              {paused ? copy.play : copy.pause}
            </Button>
          </Inline>
        </Stack>
      </DialogElement>
    </div>
  );
}
