import { subscribeFormCopy, type Copy } from '@aarambh/content';
import { subscribeTexts } from '@aarambh/machines';
import { Box, Button, Form, Heading, Stack, Text, TextField } from '@aarambh/ui';
import { useMachine } from '@xstate/react';
import { useId, useLayoutEffect } from 'react';
import { useApiClient } from '../../contexts/ApiClientContext';
import { focusOnMount } from '../../hooks/focusOnMount';
import { useToastOnEntry } from '../../hooks/useToastOnEntry';
import { fillInNodes } from '../forms/fillInNodes';
import { sentLanguage, useFormLanguage } from '../forms/FormLanguage';
import { FormPrivacyNotice } from '../forms/Privacy';
import { bindSubscribeMachine, subscribeNotice, subscribeSources } from './subscribeFlow';

export const subscribeVariants = ['page', 'compact'] as const;
export type SubscribeVariant = (typeof subscribeVariants)[number];

export interface SubscribeFormProps {
  /**
   * `page` for the coming-soon page (source 'coming_soon_page'); `compact` for the footer
   * (source 'footer'), smaller and with its own label.
   * @default 'page'
   */
  variant?: SubscribeVariant;
  /** Its label, button and confirmation, in the page's language. @default the English */
  copy?: Copy<typeof subscribeFormCopy>;
}

/**
 * Subscribe to platform updates (call 3): 'Email Required' for a blank address, 'Invalid Email'
 * for a malformed one, a pending button while it sends, then "You're All Set!" in place of the
 * form, with the 'Successfully Subscribed!' or 'Subscription Failed' toast, and a line saying that
 * a confirmation link was e-mailed (double opt-in: the address counts once it is followed).
 * Its messages, and the language it is sent in, are those of the forms around (`FormLanguage`).
 */
export function SubscribeForm({ variant = 'page', copy = subscribeFormCopy }: SubscribeFormProps) {
  const client = useApiClient();
  const language = useFormLanguage();
  const [snapshot, send, actorRef] = useMachine(bindSubscribeMachine(client), {
    input: { source: subscribeSources[variant], language: sentLanguage(language) },
  });
  useToastOnEntry(actorRef, (next) => subscribeNotice(next, language.message));
  const { email, error } = snapshot.context;
  const words = copy[variant];
  const compact = variant === 'compact';
  const formId = useId();
  useLayoutEffect(() => {
    // The footer's form is server HTML until the visitor's first interaction brings its code: what
    // they typed meanwhile is in the input, not in the machine, and the next render would clear it.
    const input = (document.getElementById(formId) as HTMLFormElement | null)?.elements.namedItem('email');
    if (input instanceof HTMLInputElement && input.value !== '')
      send({ type: 'subscribe.change', email: input.value });
  }, [formId, send]);

  if (snapshot.matches('subscribed')) {
    return (
      <div ref={focusOnMount} tabIndex={-1}>
        <Stack space="xs" align={compact ? 'left' : 'center'}>
          <div role="status">
            {compact ? (
              <Text weight="semibold">{language.message(subscribeTexts.subscribed)}</Text>
            ) : (
              <Heading level={3} size="3" align="center">
                {language.message(subscribeTexts.subscribed)}
              </Heading>
            )}
          </div>
          <Text tone="muted" size={compact ? 'sm' : 'md'} align={compact ? 'left' : 'center'}>
            {fillInNodes(copy.confirmationSent, {
              // The address in a sentence of another language is read as English.
              email: language.lang === 'en' ? email.trim() : <span lang="en">{email.trim()}</span>,
            })}
          </Text>
        </Stack>
      </div>
    );
  }

  return (
    <Form
      id={formId}
      aria-label={words.formName}
      errors={error ? { email: language.message(error) } : {}}
      showErrorSummary={false}
      onSubmit={(event) => {
        event.preventDefault();
        send({ type: 'subscribe.submit' });
      }}
    >
      {/* Compact (the footer): the button under the field. Page: side by side from tablet up, the
          field taking the room the button leaves; stacked full width on phones. */}
      <Box
        display="flex"
        flexDirection={compact ? 'column' : { mobile: 'column', tablet: 'row' }}
        gap="sm"
        alignItems={compact ? 'flex-start' : { mobile: 'stretch', tablet: 'flex-end' }}
      >
        <Box width="full" flexGrow={1}>
          <TextField
            label={words.label}
            name="email"
            type="email"
            autoComplete="email"
            isRequired
            value={email}
            onChange={(value) => send({ type: 'subscribe.change', email: value })}
            isInvalid={error !== null}
            errorMessage={error === null ? undefined : language.message(error)}
            placeholder="you@example.com"
          />
        </Box>
        <Button type="submit" isPending={snapshot.matches('loading')} pendingLabel={words.pending}>
          {words.button}
        </Button>
      </Box>
      <Box marginTop="sm">
        <FormPrivacyNotice form="subscribe" variant="compact" headingLevel={2} />
      </Box>
    </Form>
  );
}
