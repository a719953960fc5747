import { Box, Button, Container, Form, Stack, Text } from '@aarambh/ui';
import { type ReactNode, useState } from 'react';
import { NetworkError } from '../api/client';
import { useSearchParams } from '../boot';
import { focusOnMount } from '../hooks/focusOnMount';
import { Seo, type SeoProps } from '../seo/Seo';
import { CentredLead } from './CentredLead';

/** The words of a page that a link in one of our e-mails opens. */
export interface MailedLinkWords {
  title: string;
  description: string;
  heading: string;
  /** What the button does, and what to do when the visitor did not ask for it. */
  text: string;
  button: string;
  pending: string;
  /** Shown when the page was opened without the link's token. */
  missingToken: string;
  /** Shown when the call failed without a message of its own. */
  failed: string;
}

/** What the button's call led to: the page's done view, a message to show, or another page. */
export type MailedLinkOutcome =
  { done: { heading: string; text: string } } | { failed: string } | 'navigated';

export interface MailedLinkPageProps {
  /** The page's path, for its canonical address (the page is never indexed). */
  path: string;
  words: MailedLinkWords;
  /** Sends the link's token; the page shows what it answers. */
  act: (token: string) => Promise<MailedLinkOutcome>;
  /** Below the form while the visitor has not acted (another way on, say). */
  footer?: ReactNode;
  /** The client's message when the network failed, in the page's language. @default the English */
  message?: (english: string) => string;
  /** A paragraph of the page's words as rendered (a Hindi page marks its Latin runs). @default as it is */
  text?: (text: string) => ReactNode;
  /** The page's `og:locale`. @default Seo's, the site's English */
  ogLocale?: SeoProps['ogLocale'];
}

const asItIs = (text: string) => text;

/** The API's message in a failed answer's body, else `fallback`. */
export function answerMessage(body: unknown, fallback: string): string {
  const message = (body as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message !== '' ? message : fallback;
}

type State =
  | { name: 'idle' }
  | { name: 'pending' }
  | { name: 'done'; heading: string; text: string }
  | { name: 'failed'; message: string };

/**
 * A page a link in one of our e-mails opens (confirm, unsubscribe, withdraw a consent): the link
 * itself changes nothing, because mail scanners follow links too; the one button sends the call
 * that acts. It is a form like every form on the site, so a press before the page's script has
 * run is held and sent once it has (boot/README.md). The token is read when the button is
 * pressed, never rendered: the prerendered page is the same for every link. Done, the page says
 * so under its own heading, and focus moves there.
 */
export function MailedLinkPage({
  path,
  words,
  act,
  footer,
  message = asItIs,
  text = asItIs,
  ogLocale,
}: MailedLinkPageProps) {
  const searchParams = useSearchParams();
  const [state, setState] = useState<State>({ name: 'idle' });

  const send = async () => {
    const token = searchParams.get('token') ?? '';
    if (token === '') {
      setState({ name: 'failed', message: words.missingToken });
      return;
    }
    setState({ name: 'pending' });
    try {
      const outcome = await act(token);
      if (outcome === 'navigated') return;
      setState(
        'done' in outcome ? { name: 'done', ...outcome.done } : { name: 'failed', message: outcome.failed },
      );
    } catch (error) {
      setState({
        name: 'failed',
        message: error instanceof NetworkError ? message(error.message) : words.failed,
      });
    }
  };

  return (
    <>
      <Seo title={words.title} description={words.description} path={path} noindex ogLocale={ogLocale} />
      <Box paddingY={{ mobile: 'xxl', desktop: 'huge' }}>
        <Container size="narrow">
          {state.name === 'done' ? (
            <div ref={focusOnMount} tabIndex={-1} role="status">
              <Stack space="md" align="center">
                <CentredLead heading={state.heading}>{text(state.text)}</CentredLead>
              </Stack>
            </div>
          ) : (
            <Stack space="md" align="center">
              <CentredLead heading={words.heading}>{text(words.text)}</CentredLead>
              <Form
                aria-label={words.heading}
                showErrorSummary={false}
                onSubmit={(event) => {
                  event.preventDefault();
                  void send();
                }}
              >
                <Stack space="sm" align="center">
                  <Button
                    type="submit"
                    size="large"
                    isPending={state.name === 'pending'}
                    pendingLabel={words.pending}
                  >
                    {words.button}
                  </Button>
                  <div role="alert">
                    {state.name === 'failed' ? (
                      <Text tone="critical" align="center">
                        {text(state.message)}
                      </Text>
                    ) : null}
                  </div>
                </Stack>
              </Form>
              {footer}
            </Stack>
          )}
        </Container>
      </Box>
    </>
  );
}
