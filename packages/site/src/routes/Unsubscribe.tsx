import { Box, Button, Container, Form, Heading, Stack, Text } from '@aarambh/ui';
import { useState } from 'react';
import { NetworkError } from '../api/client';
import { useSearchParams } from '../boot';
import { unsubscribePage as words } from '../content/subscription';
import { useApiClient } from '../contexts/ApiClientContext';
import { focusOnMount } from '../hooks/focusOnMount';
import { Seo } from '../seo/Seo';

type State = { name: 'idle' } | { name: 'pending' } | { name: 'done' } | { name: 'failed'; message: string };

/** The message of a failed answer: the API's, else a plain one. */
function failureOf(body: unknown): string {
  const message = (body as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message !== '' ? message : words.failed;
}

/**
 * Where the unsubscribe link in every subscriber's e-mail leads (`/unsubscribe?token=...`). The
 * link itself changes nothing, because mail scanners follow links too: the button sends the same
 * one-click POST (RFC 8058) that a mail app sends. It is a form like every form on the site, so a
 * press before the page's script has run is held and sent once it has (boot/README.md).
 */
export function UnsubscribePage() {
  // Read when the button is pressed, never rendered: the prerendered page is the same for every link.
  const searchParams = useSearchParams();
  const [state, setState] = useState<State>({ name: 'idle' });
  const client = useApiClient();

  const unsubscribe = async () => {
    const token = searchParams.get('token') ?? '';
    if (token === '') {
      setState({ name: 'failed', message: words.missingToken });
      return;
    }
    setState({ name: 'pending' });
    try {
      const response = await client.unsubscribe(token);
      setState(response.ok ? { name: 'done' } : { name: 'failed', message: failureOf(response.body) });
    } catch (error) {
      setState({ name: 'failed', message: error instanceof NetworkError ? error.message : words.failed });
    }
  };

  return (
    <>
      <Seo title={words.title} description={words.description} path="/unsubscribe" noindex />
      <Box paddingY={{ mobile: 'xxl', desktop: 'huge' }}>
        <Container size="narrow">
          {state.name === 'done' ? (
            <div ref={focusOnMount} tabIndex={-1} role="status">
              <Stack space="md" align="center">
                <Heading level={1} align="center">
                  {words.doneHeading}
                </Heading>
                <Text size="lg" tone="muted" align="center">
                  {words.doneText}
                </Text>
              </Stack>
            </div>
          ) : (
            <Stack space="md" align="center">
              <Heading level={1} align="center">
                {words.heading}
              </Heading>
              <Text size="lg" tone="muted" align="center">
                {words.text}
              </Text>
              <Form
                aria-label={words.heading}
                showErrorSummary={false}
                onSubmit={(event) => {
                  event.preventDefault();
                  void unsubscribe();
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
                        {state.message}
                      </Text>
                    ) : null}
                  </div>
                </Stack>
              </Form>
            </Stack>
          )}
        </Container>
      </Box>
    </>
  );
}

export { UnsubscribePage as Component };
