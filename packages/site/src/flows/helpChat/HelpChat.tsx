import {
  helpChatDelays,
  helpChatNextWithoutInput,
  helpChatStart,
  type HelpChatMachine,
} from '@aarambh/machines';
import { Box, IconButton, PopoverElement, printHidden, Text, vars } from '@aarambh/ui';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { company, type helpChatCopy, type Copy } from '@aarambh/content';
import { useChartOnFirstUse } from '../../hooks/useChartOnFirstUse';
import type { ChatPanel, ChatPanelWords } from './ChatPanel';
import { openInNewTab } from './chatInput';

export interface HelpChatProps {
  /** The support number; only its digits go into the link. @default company.whatsappNumber */
  phoneNumber?: string;
  /** Opens the WhatsApp link. @default a new tab (`window.open` with noopener) */
  openLink?: (url: string) => void;
  /** How long before the tip 'Get help from here' appears. @default 2000 */
  tooltipDelayMs?: number;
  /**
   * While true, the tip waits hidden (flows/overlayOrder decides): a modal dialog is over the page,
   * where a tip would lie over it and take the visitor's Escape, or the cookie banner waits for an
   * answer, whose buttons it could cover. It shows once this is false again, unless dismissed.
   * @default false
   */
  tipHeld?: boolean;
  /**
   * Told the room the bar takes at the bottom of the viewport (its height, in pixels) whenever it
   * changes, and 0 once it is gone.
   */
  onDockSpaceChange?: (space: number) => void;
  /**
   * How far above the bottom edge of the viewport the bar sits, in pixels: the room the cookie
   * banner takes while it shows (flows/overlayOrder's `useBannerSpace`).
   * @default 0
   */
  raisedBy?: number;
  /**
   * Its bar's words, in the page's language (`helpChatCopy`, the English): given by the page, so that
   * a Hindi page's flows carry no English words (layout/englishFlows.tsx).
   */
  copy: Copy<typeof helpChatCopy>;
  /**
   * Loads the open chat's words in the page's language. Called with the panel's code on the chat's
   * first use, so that a page's first visit carries the bar's words only, as an English page's does.
   * @default none: the panel's own, the English
   */
  loadPanelWords?: () => Promise<ChatPanelWords>;
}

/**
 * The help chat every page has: a WhatsApp button at the right end of a bar along the bottom of
 * the viewport; after 2 s a tip 'Get help from here' appears beside it until the visitor dismisses
 * it or opens the chat. The chat offers three quick questions and a message box (Enter sends,
 * Shift+Enter adds a line); sending opens WhatsApp with the support number and the text.
 *
 * Its chart (`helpChatMachine`) and XState load when the visitor first uses the chat (its button,
 * or the tip's dismiss), and are fetched as soon as the pointer or the focus comes to the bar:
 * until then the tip comes as the chart would bring it with no input (`useChartOnFirstUse`). The
 * first press opens the chat at once, its body busy until the panel comes with the chart.
 */
export function HelpChat({
  phoneNumber = company.whatsappNumber,
  openLink = openInNewTab,
  tooltipDelayMs,
  tipHeld = false,
  onDockSpaceChange,
  raisedBy = 0,
  copy,
  loadPanelWords,
}: HelpChatProps) {
  const tipId = useId();
  const measureDock = useCallback(
    (dock: HTMLElement | null) => {
      if (!dock || !onDockSpaceChange) return;
      const observer = new ResizeObserver(() => onDockSpaceChange(Math.ceil(dock.offsetHeight)));
      observer.observe(dock);
      return () => {
        observer.disconnect();
        onDockSpaceChange(0);
      };
    },
    [onDockSpaceChange],
  );
  // The chart opens the link with the latest `openLink`, whenever it was bound.
  const latestOpenLink = useRef(openLink);
  useEffect(() => {
    latestOpenLink.current = openLink;
  }, [openLink]);
  const [delays] = useState(() => ({ tooltipDelay: tooltipDelayMs ?? helpChatDelays.tooltipDelay }));
  const [panel, setPanel] = useState<{ ChatPanel: typeof ChatPanel; words?: ChatPanelWords } | null>(null);
  const { value, context, can, send, prepare } = useChartOnFirstUse(
    useCallback(async (): Promise<HelpChatMachine> => {
      // The chat's panel (its questions, message box and the form fields' code) and its words come
      // with its chart, which alone opens the chat: they are there when the chat first opens.
      const [{ bindHelpChatMachine }, { ChatPanel }, words] = await Promise.all([
        import('./helpChatFlow'),
        import('./ChatPanel'),
        loadPanelWords?.(),
      ]);
      setPanel({ ChatPanel, words });
      return bindHelpChatMachine({ openLink: (url) => latestOpenLink.current(url), delays });
    }, [delays, loadPanelWords]),
    {
      start: () => helpChatStart({ phoneNumber }),
      next: (state) => helpChatNextWithoutInput(state, delays),
      actions: {},
    },
  );
  // Opened before its chart and panel are here (the first press, on a slow phone or network):
  // the chat opens at once, its body waiting for them, so the press is answered in the next frame
  // rather than when the code has run (the chart then opens it, from the press it is given).
  const [opening, setOpening] = useState(false);
  const chartOpen = value === 'open';
  if (opening && chartOpen) setOpening(false);
  const isOpen = chartOpen || opening;
  const showTip = typeof value === 'object' && value.closed === 'tooltip' && !tipHeld;
  const canSend = can({ type: 'chat.send' });

  return (
    // A bar along the bottom of the viewport, the button at its right end and the tip beside it:
    // the page keeps the bar's room (padding and scroll-padding, see flows/overlayOrder), so it lies
    // over no control or text the visitor needs, as a floating button and its tip did. Above the
    // page and below dialogs and toasts, and above the cookie banner while it shows (the room it
    // takes). Lifted by a translation, not by `bottom`: a move by transform is no layout shift, and
    // the banner arrives after the bar. (Inline token values: the site has no stylesheet of its own.)
    // A landmark of its own, so its tip is found in the page's outline as the rest of its content.
    <Box
      as="aside"
      aria-label={copy.region}
      className={printHidden}
      ref={measureDock}
      // A mouse comes over the bar well before its press: its code is fetched meanwhile. A touch's
      // pointerover comes with its press, which fetches it (useChartOnFirstUse).
      onPointerOver={(event) => {
        if (event.pointerType !== 'touch') prepare();
      }}
      onFocus={prepare}
      position="fixed"
      background="background"
      display="flex"
      alignItems="center"
      justifyContent="flex-end"
      gap="xs"
      paddingY="xs"
      paddingX={{ mobile: 'md', tablet: 'lg', desktop: 'xl' }}
      style={{
        left: 0,
        right: 0,
        bottom: 0,
        borderTop: `${vars.lineWidth.hairline} solid ${vars.color.border}`,
        translate: raisedBy > 0 ? `0 ${-raisedBy}px` : undefined,
        zIndex: vars.zIndex.sticky,
      }}
    >
      {showTip ? (
        // In the bar's own room, beside the button: it appears and goes without moving anything.
        <>
          <Box as="span" role="tooltip" id={tipId}>
            <Text size="sm" as="span">
              {copy.tooltip}
            </Text>
          </Box>
          <IconButton
            icon="close"
            label={copy.dismissTip}
            size="small"
            variant="ghost"
            onPress={() => send({ type: 'chat.dismissTooltip' })}
          />
        </>
      ) : null}
      <PopoverElement
        title={copy.title}
        closeLabel={copy.close}
        placement="top end"
        isOpen={isOpen}
        onOpenChange={(open) => {
          setOpening(open);
          send({ type: open ? 'chat.open' : 'chat.close' });
        }}
        trigger={(triggerProps) => (
          <IconButton
            icon="whatsapp"
            label={copy.button}
            size="large"
            variant="primary"
            aria-describedby={showTip ? tipId : undefined}
            {...triggerProps}
          />
        )}
      >
        {panel ? (
          <panel.ChatPanel text={context.text} canSend={canSend} send={send} words={panel.words} />
        ) : (
          // About the panel's height, so that it arrives without moving the chat's title.
          <Box aria-busy="true" style={{ minHeight: '25rem' }} />
        )}
      </PopoverElement>
    </Box>
  );
}
