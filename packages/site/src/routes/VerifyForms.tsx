import type { Copy, verifyCopy } from '@aarambh/content';
import type { NameCheck } from '@aarambh/machines/schemas';
import { Alert, Button, Card, Form, Heading, Stack, Text, TextField } from '@aarambh/ui';
import type { ReactNode } from 'react';

// The verify pages' two forms, a chunk of their own: each works as plain HTML before any script,
// and their code (the kit's fields) loads only when the visitor turns to them (Verify.tsx). Their
// words and where they lead are the page's language's (`VerifyLanguage`).

type Words = Copy<typeof verifyCopy>;

/**
 * The id typed from paper: a plain GET to the form's page (`verifyPages`), which the server answers
 * with the document's page, or this form again (`problem`) for an id that is malformed or unknown,
 * alike.
 */
export function IdForm({
  action,
  typed,
  words,
  text,
}: {
  action: string;
  typed: string | null;
  words: Words;
  text: (value: string) => ReactNode;
}) {
  return (
    <Form
      method="get"
      action={action}
      aria-label={words.heading}
      errors={typed === null ? {} : { id: words.form.unknown }}
      showErrorSummary={false}
    >
      <Stack space="md" align="left">
        <TextField
          name="id"
          label={words.form.label}
          description={text(words.form.hint)}
          defaultValue={typed ?? ''}
          autoComplete="off"
          isRequired
        />
        <Button type="submit">{words.form.button}</Button>
      </Stack>
    </Form>
  );
}

/**
 * A hidden name checked without showing it: a plain form POST of the name to the document's page
 * (`action`).
 */
export function NameCheckForm({
  action,
  nameCheck,
  words,
  text,
}: {
  action: string;
  nameCheck: NameCheck | null;
  words: Words['nameCheck'];
  text: (value: string) => ReactNode;
}) {
  return (
    <Card as="section" padding="lg" aria-labelledby="name-check-heading">
      <Stack space="md">
        <Heading level={2} size="4" id="name-check-heading">
          {words.heading}
        </Heading>
        <Text tone="muted">{text(words.text)}</Text>
        {nameCheck ? (
          <Alert
            tone={nameCheck === 'match' ? 'positive' : 'critical'}
            role={nameCheck === 'match' ? 'status' : 'alert'}
          >
            {words[nameCheck]}
          </Alert>
        ) : null}
        <Form action={action} aria-labelledby="name-check-heading">
          <Stack space="md" align="left">
            <TextField name="name" label={words.label} autoComplete="off" isRequired />
            <Button type="submit" variant="secondary">
              {words.button}
            </Button>
          </Stack>
        </Form>
      </Stack>
    </Card>
  );
}
