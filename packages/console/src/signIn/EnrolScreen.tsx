import { company } from '@aarambh/content';
import { type EnrolmentView, enrolSchema, staffMessages, validateFields } from '@aarambh/machines/schemas';
import {
  Alert,
  Button,
  Card,
  Container,
  Form,
  Heading,
  LinkButton,
  Stack,
  Text,
  TextField,
} from '@aarambh/ui';
import { type FormEvent, useEffect, useState } from 'react';
import { renderSVG } from 'uqr';
import * as v from 'valibot';
import { CallError, call } from '../api';
import * as styles from './EnrolScreen.css';

type State =
  | { status: 'reading' }
  | { status: 'invalid'; message: string }
  | { status: 'ready'; enrolment: EnrolmentView }
  | { status: 'done' };

/**
 * Where the link that `npm run staff -- add` or an admin made leads: the token is in the fragment
 * (never sent to a server or written in a log), read once and taken off the address bar. The
 * person scans the QR code (or types the secret shown beside it), chooses a password, and proves
 * a code.
 */
export function EnrolScreen() {
  const [token] = useState(() => window.location.hash.slice(1));
  const [state, setState] = useState<State>({ status: 'reading' });
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [problem, setProblem] = useState<string>();

  useEffect(() => {
    history.replaceState(null, '', window.location.pathname);
    call('enrolment', { body: { token } }).then(
      (enrolment) => setState({ status: 'ready', enrolment }),
      (error: unknown) =>
        setState({
          status: 'invalid',
          message: error instanceof CallError ? error.message : staffMessages.enrolmentInvalid,
        }),
    );
  }, [token]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const fields = {
      token,
      ...(Object.fromEntries(new FormData(event.currentTarget)) as Record<string, string>),
    };
    const found = validateFields(enrolSchema, fields);
    setErrors(found);
    if (!v.is(enrolSchema, fields)) return;
    try {
      await call('enrol', { body: fields });
      setState({ status: 'done' });
    } catch (error) {
      if (error instanceof CallError && error.status === 400) setErrors(error.errors);
      else setProblem(error instanceof CallError ? error.message : staffMessages.enrolmentInvalid);
    }
  }

  return (
    <main id="main">
      <Container size="narrow">
        <div className={styles.page}>
          <Card padding="xl">
            <Stack space="lg">
              <Heading level={1} size="2">
                Set up your {company.name} staff account
              </Heading>
              {state.status === 'reading' && <Text tone="muted">Reading your enrolment link…</Text>}
              {state.status === 'invalid' && <Alert tone="critical">{state.message}</Alert>}
              {state.status === 'done' && (
                <Stack space="md">
                  <Alert tone="positive">Your account is ready, and you are signed in.</Alert>
                  <div>
                    <LinkButton href="/staff/">Open the inbox</LinkButton>
                  </div>
                </Stack>
              )}
              {state.status === 'ready' && (
                <Stack space="md">
                  <Text>
                    {state.enrolment.email} ({state.enrolment.role}). Scan this code with an authenticator app
                    (Google Authenticator, Microsoft Authenticator, 1Password…), or type the secret beside it.
                  </Text>
                  <div className={styles.secret}>
                    <img
                      className={styles.qr}
                      src={`data:image/svg+xml,${encodeURIComponent(renderSVG(state.enrolment.otpauthUri))}`}
                      alt="QR code of your sign-in secret"
                      width={180}
                      height={180}
                    />
                    <Stack space="xs">
                      <Text size="sm" tone="muted">
                        Secret
                      </Text>
                      <code className={styles.code}>{state.enrolment.totpSecret}</code>
                    </Stack>
                  </div>
                  {problem && <Alert tone="critical">{problem}</Alert>}
                  <Form onSubmit={submit} errors={errors}>
                    <Stack space="md">
                      <TextField
                        name="password"
                        type="password"
                        label="Choose a password"
                        description="At least 12 characters: a phrase of a few words is easy to remember"
                        autoComplete="new-password"
                        isRequired
                      />
                      <TextField
                        name="code"
                        label="Code from your authenticator app"
                        inputMode="numeric"
                        autoComplete="one-time-code"
                        isRequired
                      />
                      <div>
                        <Button type="submit">Finish setting up</Button>
                      </div>
                    </Stack>
                  </Form>
                </Stack>
              )}
            </Stack>
          </Card>
        </div>
      </Container>
    </main>
  );
}
