import { Box, Button, Container, Form, Heading, Stack, Text } from '@aarambh/ui';
import { useState } from 'react';
import { NetworkError } from '../api/client';
import { useNavigate, useSearchParams } from '../boot';
import { confirmSubscriptionPage as words, type SubscriptionOutcome } from '../content/subscription';
import { useApiClient } from '../contexts/ApiClientContext';
import { Seo } from '../seo/Seo';

type State = { name: 'idle' } | { name: 'pending' } | { name: 'failed'; message: string };

/** The outcome page of an answer the API gave: 200 confirmed, 410 expired, any other 4xx not valid. */
function outcomeOf(status: number): SubscriptionOutcome | undefined {
  if (status >= 200 && status < 300) return 'confirmed';
  if (status === 410) return 'expired';
  return status >= 400 && status < 500 && status !== 429 ? 'invalid' : undefined;
}

/**
 * Where the confirmation link in a subscriber's e-mail leads (`/subscription/confirm?token=...`).
 * The link itself changes nothing, because mail scanners follow links too: the button sends the
 * POST that confirms, then the visitor sees the outcome's page. It is a form like every form on
 * the site, so a press before the page's script has run is held and sent once it has
 * (boot/README.md).
 */
export function ConfirmSubscriptionPage() {
  // Read when the button is pressed, never rendered: the prerendered page is the same for every link.
  const searchParams = useSearchParams();
  const [state, setState] = useState<State>({ name: 'idle' });
  const client = useApiClient();
  const navigate = useNavigate();

  const confirm = async () => {
    const token = searchParams.get('token') ?? '';
    if (token === '') {
      setState({ name: 'failed', message: words.missingToken });
      return;
    }
    setState({ name: 'pending' });
    try {
      const response = await client.confirmSubscription(token);
      const outcome = outcomeOf(response.status);
      if (outcome) await navigate(`/subscription/${outcome}`, { replace: true });
      else setState({ name: 'failed', message: words.failed });
    } catch (error) {
      setState({ name: 'failed', message: error instanceof NetworkError ? error.message : words.failed });
    }
  };

  return (
    <>
      <Seo title={words.title} description={words.description} path="/subscription/confirm" noindex />
      <Box paddingY={{ mobile: 'xxl', desktop: 'huge' }}>
        <Container size="narrow">
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
                void confirm();
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
        </Container>
      </Box>
    </>
  );
}

export { ConfirmSubscriptionPage as Component };
