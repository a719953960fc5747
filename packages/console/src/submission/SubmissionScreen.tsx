import {
  type Stage,
  canMove,
  canSetPayment,
  movesFrom,
  paymentSent,
  stagesByKind,
} from '@aarambh/machines/pipeline';
import {
  type StaffCallBody,
  type SubmissionDetail,
  mailTemplateLabel,
  paymentRejectionReasons,
  staffLimits,
} from '@aarambh/machines/schemas';
import {
  Alert,
  BackLink,
  Badge,
  Button,
  Card,
  CopyButton,
  DescriptionList,
  Heading,
  Inline,
  Link,
  LinkButton,
  Select,
  Stack,
  Text,
  TextArea,
} from '@aarambh/ui';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import { call, fetchFile, fileHref } from '../api';
import { describeFields, formatMoney } from '../fields';
import {
  kindLabels,
  languageLabels,
  mailStateLabels,
  paymentLabels,
  paymentTones,
  refusalText,
  stageLabels,
  stageOptions,
  stageTones,
  when,
} from '../labels';
import { ScreenLoading } from '../layout/ConsoleLayout';
import { InterviewPlanner } from './Interviews';
import { ProofSection } from './Proof';
import { RepliesSent, ReplyComposer } from './Replies';
import { ConsentRecord } from './ConsentRecord';
import { useSession } from '../session';
import { useAction } from '../useAction';
import { useLoad } from '../useLoad';
import { Written } from '../Written';
import * as styles from './SubmissionScreen.css';

const PDF = 'application/pdf';

/**
 * The resume: downloaded as it is, and a PDF also shown in the page on request (each opening is
 * an audit line, so it is not fetched before someone asks). The file comes through the session
 * into memory and is framed as a `blob:` document typed as a PDF by the console, whatever it holds.
 */
function Resume({ id, file }: { id: string; file: NonNullable<SubmissionDetail['file']> }) {
  const [preview, setPreview] = useState<{ url?: string; problem?: string; pending?: boolean }>({});
  useEffect(() => () => void (preview.url && URL.revokeObjectURL(preview.url)), [preview.url]);

  async function show() {
    setPreview({ pending: true });
    try {
      const bytes = await fetchFile('resume', { id });
      setPreview({ url: URL.createObjectURL(new Blob([bytes], { type: PDF })) });
    } catch (error) {
      setPreview({ problem: error instanceof Error ? error.message : 'The resume could not be loaded.' });
    }
  }

  return (
    <Stack space="sm">
      <Inline space="sm" alignY="center">
        {file.mediaType === PDF && !preview.url && (
          <Button
            variant="secondary"
            size="small"
            isPending={preview.pending ?? false}
            onPress={() => void show()}
          >
            Show resume here
          </Button>
        )}
        <LinkButton href={fileHref('resume', { id })} download variant="secondary" size="small">
          Download resume
        </LinkButton>
        <Text size="sm" tone="muted">
          {file.name}, {Math.ceil(file.size / 1024)} KB
          {file.mediaType === PDF ? '' : ' (a Word file: download it to read it)'}
        </Text>
      </Inline>
      {preview.problem && <Alert tone="critical">{preview.problem}</Alert>}
      {preview.url && <iframe className={styles.preview} src={preview.url} title={`Resume: ${file.name}`} />}
    </Stack>
  );
}

/** One submission whole: what staff can do with it first, then every field, the resume and its history. */
export function SubmissionScreen() {
  const { id = '' } = useParams();
  const [detail, reload] = useLoad(() => call('submission', { id }), id);
  const [stage, setStage] = useState<Stage | null>(null);
  const [note, setNote] = useState('');
  const [reason, setReason] = useState<(typeof paymentRejectionReasons)[number] | null>(null);
  const [override, setOverride] = useState('');
  const { role } = useSession().me;
  const { run, pending } = useAction();

  const change = (what: StaffCallBody<'change'>['change'], done: string) =>
    run(() => call('change', { body: { ids: [id], change: what } }), {
      done: (answer) =>
        answer.refused.length > 0
          ? { title: 'Not changed', description: refusalText(answer.refused), tone: 'warning' }
          : done,
      failed: 'Not changed',
      then: (answer) => {
        if (answer.refused.length === 0) {
          setNote('');
          setOverride('');
        }
        reload();
      },
    });

  if (detail.status === 'loading') return <ScreenLoading />;
  if (detail.status === 'error')
    return (
      <Stack space="md">
        <Alert tone="critical">{detail.message}</Alert>
        <BackLink href="/">Back to the inbox</BackLink>
      </Stack>
    );
  const { item, language, data, file, events, replies, interviews, proof, sharing, mails, consents } =
    detail.value;
  const stages = stagesByKind[item.kind];
  // What the pipeline allows now: the moves offered, why the others are not, and the payment's decisions.
  const moves = movesFrom(item.kind, item.stage, { payment: item.payment, role, reason: note });
  const notOffered = stages.flatMap((to) => {
    const verdict = canMove(item.kind, item.stage, to, { payment: item.payment, role, reason: note });
    return verdict.ok || verdict.reason === 'unchanged' ? [] : [verdict];
  });
  const payment = {
    stage: item.stage,
    payment: item.payment,
    paid: paymentSent(item.transactionId),
    role,
    upiVerifiedElsewhere: sharing.some((other) => other.payment === 'verified'),
    reason: override,
  };
  // Refused without an override: a UPI transaction id verified elsewhere lets an admin give a reason.
  const verifyAsIs = canSetPayment('verified', { ...payment, reason: null });
  const verify = canSetPayment('verified', payment);
  const reject = canSetPayment('rejected', payment);

  return (
    <Stack space="lg">
      <BackLink href="/">Back to the inbox</BackLink>
      <Stack space="xs">
        <Heading level={1} size="2">
          <Written>{item.name}</Written>
        </Heading>
        <Inline space="xs" alignY="center">
          <Text tone="muted">
            {kindLabels[item.kind]} · {item.subject} · received {when(item.createdAt)} · sent in{' '}
            {languageLabels[language]}
          </Text>
          {item.stage && <Badge tone={stageTones[item.stage]}>{stageLabels[item.stage]}</Badge>}
          {item.payment && <Badge tone={paymentTones[item.payment]}>{paymentLabels[item.payment]}</Badge>}
        </Inline>
        <Inline space="xs" alignY="center">
          <Text>
            Reference{' '}
            <Text as="span" weight="semibold">
              {item.reference}
            </Text>
          </Text>
          <CopyButton
            value={item.reference}
            label="Copy reference"
            copiedLabel="Reference copied"
            size="small"
          />
        </Inline>
      </Stack>

      <div className={styles.columns}>
        <div className={styles.actions}>
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
                      { term: 'Fee (from the catalogue)', description: formatMoney(item.paymentAmount) },
                      { term: 'Transaction id as typed', description: item.transactionId || '—' },
                      {
                        term: 'State',
                        description: `${paymentLabels[item.payment]}${item.paymentCheckedAt ? ` on ${when(item.paymentCheckedAt)}` : ''}${item.paymentReason ? `: ${item.paymentReason}` : ''}`,
                      },
                      ...(item.receiptNumber ? [{ term: 'Receipt', description: item.receiptNumber }] : []),
                    ]}
                  />
                  {sharing.length > 0 && (
                    <Alert tone="caution" role="note" title="This transaction id was also given by:">
                      <Stack space="xs">
                        {sharing.map((other) => (
                          <Link key={other.id} href={`/submissions/${other.id}`}>
                            <Written>{other.name}</Written>, {when(other.createdAt)}
                          </Link>
                        ))}
                      </Stack>
                    </Alert>
                  )}
                  {!reject.ok && reject.reason === 'notPaidYet' && <Text tone="muted">{reject.message}</Text>}
                  {reject.ok && (
                    <Stack space="sm">
                      {!verifyAsIs.ok && <Text tone="muted">{verifyAsIs.message}</Text>}
                      {!verifyAsIs.ok && verifyAsIs.reason === 'upiVerifiedElsewhere' && role === 'admin' && (
                        <TextArea
                          label="Reason to verify it all the same"
                          value={override}
                          onChange={setOverride}
                          characterLimit={staffLimits.noteMax}
                          rows={2}
                        />
                      )}
                      <Button
                        isDisabled={item.payment === 'verified' || !verify.ok || pending}
                        onPress={() =>
                          void change(
                            {
                              type: 'payment',
                              payment: 'verified',
                              ...(override.trim() ? { override } : {}),
                            },
                            'Payment verified',
                          )
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
                        isDisabled={reason === null || pending}
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

            <InterviewPlanner item={item} interviews={interviews} onChanged={reload} />

            <ProofSection item={item} proof={proof} role={role} onChanged={reload} />

            <ReplyComposer item={item} language={language} onSent={reload} />

            <Card padding="lg" as="section" aria-labelledby="work">
              <Stack space="md">
                <Heading level={2} size="4" id="work">
                  {stages.length > 0 ? 'Stage and notes' : 'Notes'}
                </Heading>
                {stages.length > 0 && (
                  <Select label="Move to" options={stageOptions(moves)} value={stage} onChange={setStage} />
                )}
                {notOffered.length > 0 && (
                  <Text tone="muted">
                    {[...new Set(notOffered.map((verdict) => verdict.message))].join(' ')}
                  </Text>
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
                      isDisabled={stage === null || !moves.includes(stage) || pending}
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
                    isDisabled={note.trim() === '' || pending}
                    onPress={() => void change({ type: 'note', note }, 'Note added')}
                  >
                    Add note
                  </Button>
                </Inline>
              </Stack>
            </Card>
          </Stack>
        </div>

        <div className={styles.details}>
          <Stack space="lg">
            <Card padding="lg" as="section" aria-labelledby="fields">
              <Stack space="md">
                <Heading level={2} size="4" id="fields">
                  What they sent
                </Heading>
                <DescriptionList
                  items={describeFields(data).map((field) => ({
                    term: field.label,
                    description: field.href ? (
                      <Link href={field.href}>{field.text}</Link>
                    ) : (
                      <Written>{field.text}</Written>
                    ),
                  }))}
                />
                {file && <Resume id={id} file={file} />}
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
                          {event.note && (
                            <>
                              : <Written>{event.note}</Written>
                            </>
                          )}
                        </Text>
                      </li>
                    ))}
                  </ol>
                )}
              </Stack>
            </Card>

            <ConsentRecord consents={consents} />

            <RepliesSent replies={replies} />

            <Card padding="lg" as="section" aria-labelledby="mails">
              <Stack space="md">
                <Heading level={2} size="4" id="mails">
                  E-mails about it
                </Heading>
                {mails.length === 0 ? (
                  <Text tone="muted">None.</Text>
                ) : (
                  <DescriptionList
                    items={mails.map((mail) => ({
                      term: mailTemplateLabel(mail.template),
                      description: `To ${mail.to}: ${mailStateLabels[mail.status] ?? mail.status}${mail.attempts > 1 ? ` after ${mail.attempts} attempts` : ''}${mail.lastError ? ` (${mail.lastError})` : ''}`,
                    }))}
                  />
                )}
              </Stack>
            </Card>
          </Stack>
        </div>
      </div>
    </Stack>
  );
}
