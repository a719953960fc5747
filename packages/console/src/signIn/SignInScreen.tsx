import { type StaffIdentity, signInSchema, staffMessages, validateFields } from '@aarambh/machines/schemas';
import { Alert, Button, Card, Form, Heading, Stack, TextField } from '@aarambh/ui';
import { type FormEvent, useState } from 'react';
import * as v from 'valibot';
import { CallError, call } from '../api';

export interface SignInScreenProps {
  /** Why the person is asked to sign in again (a session that ended). */
  notice?: string | undefined;
  onSignedIn(me: StaffIdentity): void;
}

/** Password and a current code from the authenticator app; one answer for whatever was wrong. */
export function SignInScreen({ notice, onSignedIn }: SignInScreenProps) {
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [problem, setProblem] = useState<string | undefined>(notice);
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const fields = Object.fromEntries(new FormData(event.currentTarget)) as Record<string, string>;
    const found = validateFields(signInSchema, fields);
    setErrors(found);
    if (!v.is(signInSchema, fields)) return;
    setPending(true);
    try {
      onSignedIn(await call('signIn', { body: fields }));
    } catch (error) {
      setProblem(error instanceof CallError ? error.message : staffMessages.signInFailed);
      setPending(false);
    }
  }

  return (
    <Card padding="xl">
      <Stack space="lg">
        <Heading level={1} size="2">
          Sign in
        </Heading>
        {problem && <Alert tone="critical">{problem}</Alert>}
        <Form onSubmit={submit} errors={errors}>
          <Stack space="md">
            <TextField name="email" type="email" label="E-mail" autoComplete="username" isRequired />
            <TextField
              name="password"
              type="password"
              label="Password"
              autoComplete="current-password"
              isRequired
            />
            <TextField
              name="code"
              label="Code from your authenticator app"
              description="6 digits; a new one every 30 seconds"
              inputMode="numeric"
              autoComplete="one-time-code"
              isRequired
            />
            <div>
              <Button type="submit" isPending={pending}>
                Sign in
              </Button>
            </div>
          </Stack>
        </Form>
      </Stack>
    </Card>
  );
}
