import {
  type StaffCallBody,
  type Stage,
  paymentRejectionReasons,
  stageLabels,
  staffLimits,
} from '@aarambh/machines/schemas';
import {
  BackLink,
  Badge,
  Button,
  Card,
  DescriptionList,
  Heading,
  Inline,
  Link,
  LinkButton,
  Select,
  Stack,
  Text,
  TextArea,
  formatRupees,
  toasts,
} from '@aarambh/ui';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { CallError, call, pathOf } from '../api';
import {
  kindLabels,
  paymentLabels,
  paymentTones,
  stageOptions,
  stageTones,
  stagesFor,
  when,
} from '../labels';
import { useLoad } from '../useLoad';
import * as styles from './SubmissionScreen.css';

/** A field's name as people read it: `graduationYear` → `Graduation year`. */
function fieldLabel(name: string): string {
  const words = name.replace(/([A-Z])/g, ' $1').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const fieldText = (value: unknown) =>
  value === null || value === undefined || value === ''
    ? '—'
    : Array.isArray(value)
      ? value.join(', ')
      : String(value);

/** One submission whole: every field, the resume, its history, and what staff can do with it. */
export function SubmissionScreen() {
  const { id = '' } = useParams();
  const [detail, reload] = useLoad(() => call('submission', { id }), id);
  const [stage, setStage] = useState<Stage | null>(null);
  const [note, setNote] = useState('');
  const [reason, setReason] = useState<(typeof paymentRejectionReasons)[number] | null>(null);

  async function change(what: StaffCallBody<'change'>['change'], done: string) {
    try {
      const answer = await call('change', { body: { ids: [id], change: what } });
      if (answer.refused.length > 0) {
        toasts.add({
          title: 'Not changed',
          description: answer.message ?? 'Nothing to change.',
          tone: 'warning',
        });
      } else {
        toasts.add({ title: done, tone: 'success' });
        setNote('');
      }
      reload();
    } catch (error) {
      toasts.add({
        title: 'Not changed',
        description: error instanceof CallError ? error.message : undefined,
        tone: 'error',
      });
    }
  }

  if (detail.status === 'loading') return <Text tone="muted">Loading…</Text>;
  if (detail.status === 'error')
    return (
      <Stack space="md">
        <div role="alert">
          <Text tone="critical">{detail.message}</Text>
        </div>
        <BackLink href="/">Back to the inbox</BackLink>
      </Stack>
    );
  const { item, data, file, events, sharing, mails } = detail.value;
  const stages = stagesFor(item.kind);

  return (
    <Stack space="lg">
      <BackLink href="/">Back to the inbox</BackLink>
      <Stack space="xs">
        <Heading level={1} size="2">
          {item.name}
        </Heading>
        <Inline space="xs" alignY="center">
          <Text tone="muted">
            {kindLabels[item.kind]} · {item.subject} · received {when(item.createdAt)}
          </Text>
          {item.stage && <Badge tone={stageTones[item.stage]}>{stageLabels[item.stage]}</Badge>}
          {item.payment && <Badge tone={paymentTones[item.payment]}>{paymentLabels[item.payment]}</Badge>}
        </Inline>
      </Stack>

      <div className={styles.columns}>
        <Stack space="lg">
          <Card padding="lg" as="section" aria-labelledby="fields">
            <Stack space="md">
              <Heading level={2} size="4" id="fields">
                What they sent
              </Heading>
              <DescriptionList
                items={Object.entries(data).map(([name, value]) => ({
                  term: fieldLabel(name),
                  description: fieldText(value),
                }))}
              />
              {file && (
                <Inline space="sm" alignY="center">
                  <LinkButton href={pathOf('resume', id)} download variant="secondary" size="small">
                    Download resume
                  </LinkButton>
                  <Text size="sm" tone="muted">
                    {file.name}, {Math.ceil(file.size / 1024)} KB
                  </Text>
                </Inline>
              )}
            </Stack>
          </Card>

          <Card padding="lg" as="section" aria-labelledby="history">
            <Stack space="md">
              <Heading level={2} size="4" id="history">
                History
              </Heading>
              {events.length === 0 ? (
                <Text tone="muted">No change yet.</Text>
              ) : (
                <ol className={styles.history}>
                  {events.map((event) => (
                    <li key={event.id}>
                      <Text size="sm" tone="muted">
                        {when(event.at)} · {event.staffEmail ?? 'the applicant'}
                      </Text>
                      <Text>
                        {event.type === 'stage' && event.stage && `Moved to ${stageLabels[event.stage]}`}
                        {event.type === 'payment' && event.payment && paymentLabels[event.payment]}
                        {event.type === 'note' && 'Note'}
                        {event.note && `: ${event.note}`}
                      </Text>
                    </li>
                  ))}
                </ol>
              )}
            </Stack>
          </Card>

          <Card padding="lg" as="section" aria-labelledby="mails">
            <Stack space="md">
              <Heading level={2} size="4" id="mails">
                E-mails about it
              </Heading>
              <DescriptionList
                items={mails.map((mail) => ({
                  term: `${mail.template === 'confirmation' ? 'Confirmation' : 'Notification'} to ${mail.to}`,
                  description: `${mail.status}${mail.attempts > 1 ? ` after ${mail.attempts} attempts` : ''}${mail.lastError ? ` (${mail.lastError})` : ''}`,
                }))}
              />
            </Stack>
          </Card>
        </Stack>

        <Stack space="lg">
          {item.payment && item.paymentAmount !== null && (
            <Card padding="lg" as="section" aria-labelledby="payment">
              <Stack space="md">
                <Heading level={2} size="4" id="payment">
                  Payment
                </Heading>
                <DescriptionList
                  layout="stacked"
                  items={[
                    { term: 'Fee (from the catalogue)', description: formatRupees(item.paymentAmount) },
                    { term: 'Transaction id as typed', description: item.transactionId ?? '—' },
                    {
                      term: 'State',
                      description: `${paymentLabels[item.payment]}${item.paymentCheckedAt ? ` on ${when(item.paymentCheckedAt)}` : ''}${item.paymentReason ? `: ${item.paymentReason}` : ''}`,
                    },
                  ]}
                />
                {sharing.length > 0 && (
                  <div role="note" className={styles.warning}>
                    <Stack space="xs">
                      <Text weight="semibold">This transaction id was also given by:</Text>
                      {sharing.map((other) => (
                        <Link key={other.id} href={`/submissions/${other.id}`}>
                          {other.name}, {when(other.createdAt)}
                        </Link>
                      ))}
                    </Stack>
                  </div>
                )}
                {item.stage !== 'accepted' && (
                  <Stack space="sm">
                    <Button
                      isDisabled={item.payment === 'verified'}
                      onPress={() =>
                        void change({ type: 'payment', payment: 'verified' }, 'Payment verified')
                      }
                    >
                      Mark payment verified
                    </Button>
                    <Select
                      label="Or not verified, because"
                      options={paymentRejectionReasons.map((text) => ({ value: text, label: text }))}
                      value={reason}
                      onChange={setReason}
                    />
                    <Button
                      variant="secondary"
                      isDisabled={reason === null}
                      onPress={() => {
                        if (reason)
                          void change(
                            { type: 'payment', payment: 'rejected', reason },
                            'Payment marked not verified',
                          );
                      }}
                    >
                      Mark payment not verified
                    </Button>
                  </Stack>
                )}
              </Stack>
            </Card>
          )}

          <Card padding="lg" as="section" aria-labelledby="work">
            <Stack space="md">
              <Heading level={2} size="4" id="work">
                {stages.length > 0 ? 'Stage and notes' : 'Notes'}
              </Heading>
              {stages.length > 0 && (
                <Select label="Move to" options={stageOptions(stages)} value={stage} onChange={setStage} />
              )}
              <TextArea
                label={stages.length > 0 ? 'Note (optional with a move)' : 'Note'}
                value={note}
                onChange={setNote}
                characterLimit={staffLimits.noteMax}
                rows={3}
              />
              <Inline space="sm">
                {stages.length > 0 && (
                  <Button
                    isDisabled={stage === null || stage === item.stage}
                    onPress={() =>
                      stage &&
                      void change(
                        { type: 'stage', stage, ...(note.trim() ? { note } : {}) },
                        `Moved to ${stageLabels[stage]}`,
                      )
                    }
                  >
                    Move
                  </Button>
                )}
                <Button
                  variant="secondary"
                  isDisabled={note.trim() === ''}
                  onPress={() => void change({ type: 'note', note }, 'Note added')}
                >
                  Add note
                </Button>
              </Inline>
            </Stack>
          </Card>
        </Stack>
      </div>
    </Stack>
  );
}
