import { documentCalls, type NameCheck } from '@aarambh/machines/schemas';
import { Alert, Button, Card, Form, Heading, Stack, Text, TextField } from '@aarambh/ui';
import { verifyPage as words } from '../content/proof';

// The verify pages' two forms, a chunk of their own: each works as plain HTML before any script,
// and their code (the kit's fields) loads only when the visitor turns to them (Verify.tsx).

/**
 * The id typed from paper: a plain GET to `/verify`, which the server answers with the document's
 * page, or this form again (`problem`) for an id that is malformed or unknown, alike.
 */
export function IdForm({ typed }: { typed: string | null }) {
  return (
    <Form
      method="get"
      action={documentCalls.verifyPage}
      aria-label={words.heading}
      errors={typed === null ? {} : { id: words.form.unknown }}
      showErrorSummary={false}
    >
      <Stack space="md" align="left">
        <TextField
          name="id"
          label={words.form.label}
          description={words.form.hint}
          defaultValue={typed ?? ''}
          autoComplete="off"
          isRequired
        />
        <Button type="submit">{words.form.button}</Button>
      </Stack>
    </Form>
  );
}

/** A hidden name checked without showing it: a plain form POST of the name to the document's page. */
export function NameCheckForm({ id, nameCheck }: { id: string; nameCheck: NameCheck | null }) {
  return (
    <Card as="section" padding="lg" aria-labelledby="name-check-heading">
      <Stack space="md">
        <Heading level={2} size="4" id="name-check-heading">
          {words.nameCheck.heading}
        </Heading>
        <Text tone="muted">{words.nameCheck.text}</Text>
        {nameCheck ? (
          <Alert
            tone={nameCheck === 'match' ? 'positive' : 'critical'}
            role={nameCheck === 'match' ? 'status' : 'alert'}
          >
            {words.nameCheck[nameCheck]}
          </Alert>
        ) : null}
        <Form action={documentCalls.documentPage(id)} aria-labelledby="name-check-heading">
          <Stack space="md" align="left">
            <TextField name="name" label={words.nameCheck.label} autoComplete="off" isRequired />
            <Button type="submit" variant="secondary">
              {words.nameCheck.button}
            </Button>
          </Stack>
        </Form>
      </Stack>
    </Card>
  );
}
