import { helpChatTexts } from '@aarambh/machines';
import {
  Box,
  Button,
  DialogTrigger,
  IconButton,
  Popover,
  Stack,
  Text,
  TextArea,
  Tooltip,
  vars,
} from '@aarambh/ui';
import { useMachine } from '@xstate/react';
import { company } from '@aarambh/content';
import { BANNER_SPACE_PROPERTY } from '../overlayOrder';
import { bindHelpChatMachine, helpChatPresets, isSendKey, openInNewTab } from './helpChatFlow';

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
}

/**
 * The help chat every page has: a WhatsApp button in the corner; after 2 s a tip 'Get help from
 * here' appears beside it until the visitor dismisses it or opens the chat. The chat offers three
 * quick questions and a message box (Enter sends, Shift+Enter adds a line); sending opens
 * WhatsApp with the support number and the text.
 */
export function HelpChat({
  phoneNumber = company.whatsappNumber,
  openLink = openInNewTab,
  tooltipDelayMs,
  tipHeld = false,
}: HelpChatProps) {
  const [snapshot, send] = useMachine(bindHelpChatMachine({ openLink, tooltipDelayMs }), {
    input: { phoneNumber },
  });
  const isOpen = snapshot.matches('open');
  const showTip = snapshot.matches({ closed: 'tooltip' }) && !tipHeld;
  const canSend = snapshot.can({ type: 'chat.send' });

  return (
    // Bottom right, above the page and below dialogs and toasts, and above the cookie banner while
    // it shows (the room it takes: flows/overlayOrder). Lifted by a translation, not by `bottom`:
    // a move by transform is no layout shift, and the banner arrives after the button. (Inline
    // token values: the site has no stylesheet of its own.)
    <Box
      position="fixed"
      style={{
        right: vars.space.lg,
        bottom: vars.space.lg,
        translate: `0 calc(-1 * var(${BANNER_SPACE_PROPERTY}, 0px))`,
        zIndex: vars.zIndex.sticky,
      }}
    >
      {showTip ? (
        // Beside the button without taking room, so the button never moves when the tip comes and goes.
        <Box
          position="absolute"
          style={{ right: `calc(100% + ${vars.space.xs})`, top: '50%', transform: 'translateY(-50%)' }}
        >
          <IconButton
            icon="close"
            label="Dismiss the help tip"
            size="small"
            variant="ghost"
            onPress={() => send({ type: 'chat.dismissTooltip' })}
          />
        </Box>
      ) : null}
      <DialogTrigger
        isOpen={isOpen}
        onOpenChange={(open) => send({ type: open ? 'chat.open' : 'chat.close' })}
      >
        <Tooltip
          content={helpChatTexts.tooltip}
          isOpen={showTip}
          // Once the visitor has seen the tip on the button (hover, focus, Escape), it is done.
          onOpenChange={(open) => {
            if (!open && showTip) send({ type: 'chat.dismissTooltip' });
          }}
          placement="top end"
        >
          <IconButton icon="whatsapp" label="Help chat on WhatsApp" size="large" variant="primary" />
        </Tooltip>
        <Popover title="Need Help?" placement="top end">
          <Stack space="md">
            <Text size="sm" tone="muted">
              Chat with our team on WhatsApp. Pick a question or write your own.
            </Text>
            <Stack space="xs" as="ul" aria-label="Quick questions">
              {helpChatPresets.map((preset) => (
                <li key={preset}>
                  <Button
                    variant="secondary"
                    size="small"
                    fullWidth
                    onPress={() => send({ type: 'chat.selectPreset', text: preset })}
                  >
                    {preset}
                  </Button>
                </li>
              ))}
            </Stack>
            <TextArea
              label="Your message"
              description="Enter sends; Shift+Enter starts a new line."
              rows={3}
              value={snapshot.context.text}
              onChange={(text) => send({ type: 'chat.changeText', text })}
              onKeyDown={(event) => {
                if (isSendKey(event)) {
                  event.preventDefault();
                  send({ type: 'chat.send' });
                } else {
                  event.continuePropagation();
                }
              }}
            />
            <Button onPress={() => send({ type: 'chat.send' })} isDisabled={!canSend} fullWidth>
              Send on WhatsApp
            </Button>
          </Stack>
        </Popover>
      </DialogTrigger>
    </Box>
  );
}
