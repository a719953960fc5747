import { type IncidentView, incidentLimits, incidentMessages } from '@aarambh/machines/schemas';
import {
  Alert,
  Badge,
  Button,
  Card,
  DescriptionList,
  Form,
  Heading,
  Inline,
  Stack,
  Text,
  TextArea,
  TextField,
} from '@aarambh/ui';
import { type FormEvent, useState } from 'react';
import { call } from '../api';
import { when } from '../labels';
import { useAction } from '../useAction';

/** "5 h 12 min left", or "Overdue by 2 h 3 min": a deadline against `now`. */
export function timeLeft(dueAt: string, now: Date): { text: string; overdue: boolean } {
  const ms = new Date(dueAt).getTime() - now.getTime();
  const minutes = Math.floor(Math.abs(ms) / 60_000);
  const span = `${Math.floor(minutes / 60)} h ${minutes % 60} min`;
  return ms >= 0 ? { text: `${span} left`, overdue: false } : { text: `Overdue by ${span}`, overdue: true };
}

function Deadline({
  title,
  detail,
  dueAt,
  now,
}: {
  title: string;
  detail: string;
  dueAt: string;
  now: Date;
}) {
  const left = timeLeft(dueAt, now);
  return (
    <Card as="section" padding="md" tone="flat" aria-label={title}>
      <Stack space="xs">
        <Heading level={3} size="4">
          {title}
        </Heading>
        <Text>Due {when(dueAt)} IST</Text>
        <Inline space="xs" alignY="center">
          <Badge tone={left.overdue ? 'critical' : 'warning'}>{left.text}</Badge>
        </Inline>
        <Text size="sm" tone="muted">
          {detail}
        </Text>
      </Stack>
    </Card>
  );
}

/**
 * One incident: its two clocks in IST with the time left, the affected people, and the notice,
 * pre-filled with Rule 7's five items, which the admin edits and then confirms; confirming queues
 * one mail per address and shows the incident as notified.
 */
export function IncidentRecord({
  incident,
  now,
  onChanged,
}: {
  incident: IncidentView;
  now: Date;
  onChanged: (incident: IncidentView) => void;
}) {
  const { run, pending } = useAction();
  const [subject, setSubject] = useState(incident.notice.subject);
  const [body, setBody] = useState(incident.notice.body);
  const [confirming, setConfirming] = useState(false);
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const notified = incident.status === 'notified';

  function review(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = {
      subject: subject.trim() ? undefined : incidentMessages.subject,
      body: body.trim() ? undefined : incidentMessages.body,
    };
    setErrors(found);
    if (!found.subject && !found.body) setConfirming(true);
  }
  const send = () =>
    run(() => call('notifyIncident', { body: { id: incident.id, subject, body } }), {
      done: ({ incident: sent }) => `${sent.noticesQueued} notices queued`,
      failed: 'No notice sent',
      then: ({ incident: sent }) => {
        setConfirming(false);
        onChanged(sent);
      },
    });

  return (
    <Stack space="lg">
      <Stack space="xs">
        <Inline space="sm" alignY="center">
          <Heading level={2} size="3">
            Incident opened {when(incident.openedAt)}
          </Heading>
          <Badge tone={notified ? 'success' : 'critical'}>{notified ? 'People notified' : 'Open'}</Badge>
        </Inline>
        <Text>{incident.summary}</Text>
        <Text size="sm" tone="muted">
          Detected {when(incident.detectedAt)} IST; opened by {incident.openedBy ?? 'a removed account'}.
        </Text>
      </Stack>
      <Inline space="md" alignY="top">
        <Deadline
          title="CERT-In report"
          detail="Within 6 hours of detection: report the incident to CERT-In."
          dueAt={incident.certInDueAt}
          now={now}
        />
        <Deadline
          title="Data Protection Board report"
          detail="Within 72 hours of detection: the detailed report to the Board (Rule 7(2))."
          dueAt={incident.boardDueAt}
          now={now}
        />
      </Inline>

      <Card as="section" padding="lg" aria-labelledby="incident-people">
        <Stack space="sm">
          <Heading level={3} size="4" id="incident-people">
            Affected people: {incident.addresses.length}
          </Heading>
          {incident.addresses.length === 0 ? (
            <Text>No submission in the chosen records has an address.</Text>
          ) : (
            <ul aria-labelledby="incident-people">
              {incident.addresses.map((address) => (
                <li key={address}>{address}</li>
              ))}
            </ul>
          )}
        </Stack>
      </Card>

      <Card as="section" padding="lg" aria-labelledby="incident-notice">
        {notified ? (
          <Stack space="sm">
            <Heading level={3} size="4" id="incident-notice">
              Notice sent
            </Heading>
            <DescriptionList
              items={[
                {
                  term: 'Queued',
                  description: `${incident.noticesQueued} e-mails, ${when(incident.notifiedAt!)}`,
                },
                { term: 'Subject', description: incident.notice.subject },
              ]}
            />
            {incident.notice.body
              .split('\n')
              .map((line, index) => (line.trim() ? <Text key={index}>{line}</Text> : null))}
          </Stack>
        ) : (
          <Form onSubmit={review} errors={errors}>
            <Stack space="md">
              <Heading level={3} size="4" id="incident-notice">
                Notice to each affected person
              </Heading>
              <Text tone="muted">
                Pre-filled with the five items Rule 7(1) asks for: what happened, what it may mean for them,
                what we are doing, what they can do, and who answers their questions. Make it true for this
                incident before sending.
              </Text>
              <TextField
                name="subject"
                label="Subject"
                value={subject}
                onChange={setSubject}
                maxLength={incidentLimits.subjectMax}
                isRequired
              />
              <TextArea
                name="body"
                label="Notice"
                rows={18}
                value={body}
                onChange={setBody}
                characterLimit={incidentLimits.bodyMax}
                isRequired
              />
              {confirming ? (
                <Alert tone="caution" title={`Send this notice to ${incident.addresses.length} people?`}>
                  <Stack space="sm">
                    <Text>
                      One e-mail to each affected address, through the outbox. It cannot be taken back.
                    </Text>
                    <Inline space="sm">
                      <Button variant="danger" isPending={pending} onPress={() => void send()}>
                        Confirm and send
                      </Button>
                      <Button variant="secondary" onPress={() => setConfirming(false)}>
                        Keep editing
                      </Button>
                    </Inline>
                  </Stack>
                </Alert>
              ) : (
                <Inline space="sm">
                  <Button type="submit" isDisabled={incident.addresses.length === 0}>
                    Review and send
                  </Button>
                </Inline>
              )}
            </Stack>
          </Form>
        )}
      </Card>
    </Stack>
  );
}
