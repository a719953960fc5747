import {
  type AccessSummary,
  type ErasurePlan,
  type PrivacyRequestView,
  applicantDate,
  privacyCorrectSchema,
  privacyRequestTypeLabels,
  validateFields,
} from '@aarambh/machines/schemas';
import {
  Alert,
  Badge,
  Button,
  Card,
  Cell,
  Column,
  DescriptionList,
  Form,
  Heading,
  Inline,
  Row,
  Stack,
  Table,
  TableBody,
  TableHeader,
  Text,
  TextField,
  useMediaQuery,
} from '@aarambh/ui';
import { type FormEvent, useState } from 'react';
import type * as v from 'valibot';
import { call } from '../api';
import { answerIn, languageLabels, when } from '../labels';
import { AdminOnly } from '../layout/AdminOnly';
import * as phoneLayout from '../layout/phone.css';
import { useAction } from '../useAction';
import { useLoad } from '../useLoad';
import { Written } from '../Written';

/** What the screen shows under the queue: one request's access summary or erasure listing. */
type Shown =
  | { kind: 'summary'; request: PrivacyRequestView; summary: AccessSummary }
  | { kind: 'correction'; request: PrivacyRequestView }
  | { kind: 'erasure'; request: PrivacyRequestView; plan: ErasurePlan };

function Due({ request }: { request: PrivacyRequestView }) {
  if (request.status === 'closed') return <Badge tone="neutral">Closed</Badge>;
  return (
    <Inline space="xs" alignY="center">
      <Text>{applicantDate(request.dueAt)}</Text>
      {request.overdue ? <Badge tone="critical">Overdue</Badge> : null}
    </Inline>
  );
}

/** The access answer as the person will read it: what is held, what for, who it went to, when it goes. */
function Summary({ summary }: { summary: AccessSummary }) {
  return (
    <Stack space="lg">
      <Text tone="muted">
        Everything held about {summary.email}, as of {when(summary.generatedAt)}.
      </Text>
      {summary.submissions.length === 0 && summary.held.length === 0 ? (
        <Text>Nothing is held about this address.</Text>
      ) : null}
      {summary.submissions.map((submission) => (
        <Card key={submission.reference} padding="md" tone="flat">
          <Stack space="sm">
            <Heading level={3} size="4">
              {submission.reference}: {submission.kind}, sent {applicantDate(submission.createdAt)}
            </Heading>
            <Text>
              <strong>Used for:</strong> {submission.purpose}
            </Text>
            <Text>
              <strong>Erased by:</strong>{' '}
              {submission.erasedBy ? applicantDate(submission.erasedBy) : 'when the subscription ends'}
            </Text>
            <DescriptionList
              items={[
                ...submission.fields.map((field) => ({
                  term: field.name,
                  description: <Written>{field.value}</Written>,
                })),
                ...(submission.resume ? [{ term: 'Resume', description: submission.resume }] : []),
              ]}
            />
          </Stack>
        </Card>
      ))}
      {summary.held.map((held) => (
        <Card key={`${held.role}-${held.createdAt}`} padding="md" tone="flat">
          <Stack space="sm">
            <Heading level={3} size="4">
              {held.role === 'applicant'
                ? `Application held for a parent's or guardian's confirmation: ${held.programme}`
                : `Named as parent or guardian for an application: ${held.programme}`}
              , sent {applicantDate(held.createdAt)}
            </Heading>
            <Text>{held.status}</Text>
            <Text>
              <strong>Used for:</strong> {held.purpose}
            </Text>
            <Text>
              <strong>Erased by:</strong>{' '}
              {held.erasedBy ? applicantDate(held.erasedBy) : 'with the application it allowed'}
            </Text>
            <DescriptionList
              items={[
                ...held.fields.map((field) => ({
                  term: field.name,
                  description: <Written>{field.value}</Written>,
                })),
                ...(held.resume ? [{ term: 'Resume', description: held.resume }] : []),
              ]}
            />
          </Stack>
        </Card>
      ))}
      <Stack space="xs">
        <Heading level={3} size="4">
          E-mails sent
        </Heading>
        <ul>
          {summary.mails.map((mail, index) => (
            <li key={index}>
              {mail.subject} ({mail.status}, {when(mail.at)})
            </li>
          ))}
        </ul>
      </Stack>
      <Stack space="xs">
        <Heading level={3} size="4">
          Who it went to
        </Heading>
        <ul>
          {summary.processors.map((processor) => (
            <li key={processor.name}>
              <strong>{processor.name}</strong>: {processor.role} ({processor.location})
            </li>
          ))}
        </ul>
      </Stack>
    </Stack>
  );
}

/**
 * The privacy requests queue, for admins: confirmed requests by due date (overdue flagged), each
 * answered here: access with its summary, erasure after its listing, the others closed once done.
 */
export function PrivacyScreen() {
  const [queue, reload] = useLoad(() => call('privacyRequests'), 'privacyRequests');
  const phone = useMediaQuery(phoneLayout.phoneQuery);
  const [shown, setShown] = useState<Shown>();
  const { run, pending } = useAction();

  const access = (request: PrivacyRequestView) =>
    run(() => call('privacyAccess', { body: { id: request.id } }), {
      done: () => 'Summary ready',
      failed: 'No summary',
      then: (summary) => setShown({ kind: 'summary', request, summary }),
    });
  const erase = (request: PrivacyRequestView, dryRun: boolean) =>
    run(() => call('privacyErase', { body: { id: request.id, dryRun } }), {
      done: (plan) => (plan.done ? 'Erased, and the request closed' : 'Listed what an erasure deletes'),
      failed: 'Nothing erased',
      then: (plan) => {
        setShown({ kind: 'erasure', request, plan });
        if (plan.done) reload();
      },
    });
  const [correctionErrors, setCorrectionErrors] = useState<Record<string, string | undefined>>({});
  async function correct(request: PrivacyRequestView, event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const body = { id: request.id, ...Object.fromEntries(new FormData(event.currentTarget)) };
    const found = validateFields(privacyCorrectSchema, body);
    setCorrectionErrors(found);
    if (Object.keys(found).length > 0) return;
    await run(() => call('privacyCorrect', { body: body as v.InferInput<typeof privacyCorrectSchema> }), {
      done: () => "Corrected: the submission's history says what it was",
      failed: 'Not corrected',
      then: () => setCorrectionErrors({}),
    });
  }
  const close = (request: PrivacyRequestView) =>
    run(() => call('privacyClose', { body: { id: request.id } }), {
      done: () => 'Closed',
      failed: 'Not closed',
      then: () => {
        setShown(undefined);
        reload();
      },
    });

  /** What can be done to a request: its summary, and its correction, erasure or closing. */
  const actionsOf = (request: PrivacyRequestView) =>
    request.status === 'open' ? (
      <Inline space="xs">
        <Button size="small" variant="secondary" onPress={() => void access(request)}>
          Access summary
        </Button>
        {request.type === 'correction' ? (
          <Button size="small" variant="secondary" onPress={() => setShown({ kind: 'correction', request })}>
            Correct
          </Button>
        ) : null}
        {request.type === 'erasure' ? (
          <Button size="small" variant="secondary" onPress={() => void erase(request, true)}>
            List what erasure deletes
          </Button>
        ) : (
          <Button size="small" variant="secondary" onPress={() => void close(request)}>
            Close
          </Button>
        )}
      </Inline>
    ) : null;

  const requests = queue.status === 'done' ? queue.value.requests : [];

  return (
    <AdminOnly>
      <Stack space="xl">
        <Heading level={1} size="2">
          Privacy requests
        </Heading>
        <Text tone="muted">
          Requests confirmed from the person&apos;s own mailbox, by due date: 30 days from the confirmation,
          never more than 90.
        </Text>
        {queue.status === 'error' && <Alert tone="critical">{queue.message}</Alert>}
        {phone ? (
          <ul className={phoneLayout.cards} aria-label="Privacy requests">
            {requests.map((request) => (
              <li key={request.id} className={phoneLayout.card}>
                <div className={phoneLayout.cardTop}>
                  <Text weight="bold" as="span">
                    {privacyRequestTypeLabels[request.type].label}
                  </Text>
                  <Due request={request} />
                </div>
                <Text size="sm" as="span">
                  {request.email ?? 'Address removed'}
                  {request.reference ? ` · ${request.reference}` : ''} · made in{' '}
                  {languageLabels[request.language]}
                </Text>
                {request.details ? (
                  <Text size="sm" tone="muted" as="span">
                    {request.details}
                  </Text>
                ) : null}
                {actionsOf(request)}
              </li>
            ))}
            {requests.length === 0 ? <li>No privacy requests.</li> : null}
          </ul>
        ) : (
          <Table aria-label="Privacy requests">
            <TableHeader>
              <Column isRowHeader>Request</Column>
              <Column>From</Column>
              <Column>Confirmed</Column>
              <Column>Due</Column>
              <Column>Actions</Column>
            </TableHeader>
            <TableBody items={requests} renderEmptyState={() => <Text>No privacy requests.</Text>}>
              {(request) => (
                <Row id={request.id}>
                  <Cell>
                    <Stack space="xxs">
                      <Text weight="semibold">{privacyRequestTypeLabels[request.type].label}</Text>
                      {request.details ? <Text size="sm">{request.details}</Text> : null}
                    </Stack>
                  </Cell>
                  <Cell>
                    <Stack space="xxs">
                      <Text>{request.email ?? 'Address removed'}</Text>
                      {request.reference ? <Text size="sm">{request.reference}</Text> : null}
                      <Text size="sm" tone="muted">
                        {answerIn(request.language)}
                      </Text>
                    </Stack>
                  </Cell>
                  <Cell>{when(request.confirmedAt)}</Cell>
                  <Cell>
                    <Due request={request} />
                  </Cell>
                  <Cell>{actionsOf(request)}</Cell>
                </Row>
              )}
            </TableBody>
          </Table>
        )}

        {shown?.kind === 'summary' ? (
          <Card as="section" padding="lg" aria-labelledby="privacy-summary">
            <Stack space="md">
              <Heading level={2} size="3" id="privacy-summary">
                Access summary
              </Heading>
              <Summary summary={shown.summary} />
            </Stack>
          </Card>
        ) : null}

        {shown?.kind === 'correction' ? (
          <Card as="section" padding="lg" aria-labelledby="privacy-correction">
            <Form onSubmit={(event) => void correct(shown.request, event)} errors={correctionErrors}>
              <Stack space="md">
                <Heading level={2} size="3" id="privacy-correction">
                  Correct a submission
                </Heading>
                <Text tone="muted">What they asked: {shown.request.details}</Text>
                <TextField name="reference" label="Reference of the submission" isRequired />
                <TextField
                  name="field"
                  label="Field"
                  description="As the access summary names it, for example First name"
                  isRequired
                />
                <TextField name="value" label="Corrected value" isRequired />
                <Inline space="sm">
                  <Button type="submit" isPending={pending}>
                    Correct
                  </Button>
                </Inline>
              </Stack>
            </Form>
          </Card>
        ) : null}

        {shown?.kind === 'erasure' ? (
          <Card as="section" padding="lg" aria-labelledby="privacy-erasure">
            <Stack space="md">
              <Heading level={2} size="3" id="privacy-erasure">
                {shown.plan.done ? 'Erased' : 'What an erasure deletes'}
              </Heading>
              <DescriptionList
                items={[
                  {
                    term: 'Submissions',
                    description:
                      shown.plan.submissions
                        .map((submission) => `${submission.reference} (${submission.kind})`)
                        .join(', ') || 'None',
                  },
                  {
                    term: 'Applications held for a guardian',
                    description:
                      shown.plan.held
                        .map(
                          (held) =>
                            `${held.role === 'applicant' ? 'sent' : 'naming this address as guardian'}, ${applicantDate(held.createdAt)}`,
                        )
                        .join('; ') || 'None',
                  },
                  { term: 'Resume files', description: shown.plan.files.join(', ') || 'None' },
                  { term: 'E-mail records', description: String(shown.plan.mails) },
                  { term: 'E-mail copies', description: String(shown.plan.mailCopies.length) },
                ]}
              />
              {shown.plan.done ? null : (
                <Inline space="sm">
                  <Button
                    variant="danger"
                    isPending={pending}
                    onPress={() => void erase(shown.request, false)}
                  >
                    Erase now
                  </Button>
                </Inline>
              )}
            </Stack>
          </Card>
        ) : null}
      </Stack>
    </AdminOnly>
  );
}
