import {
  type Completion,
  type CompletionOutcome,
  type DocumentView,
  type FieldErrors,
  type OfferFields,
  type StaffRole,
  type SubmissionDetail,
  completionOutcomeLabels,
  completionOutcomes,
  completionSchema,
  documentKindLabels,
  documentLimits,
  documentLines,
  formatDocumentId,
  offerTermsSchema,
  revokeDocumentSchema,
  validateFields,
} from '@aarambh/machines/schemas';
import {
  Badge,
  Button,
  DescriptionList,
  DialogTrigger,
  Form,
  Heading,
  Inline,
  Link,
  LinkButton,
  Modal,
  RadioGroup,
  Stack,
  Text,
  TextArea,
  TextField,
  Card,
} from '@aarambh/ui';
import { type FormEvent, useState } from 'react';
import * as v from 'valibot';
import { CallError, call, fileHref } from '../api';
import { documentStateLabels, documentStateTones, when } from '../labels';
import { useAction } from '../useAction';

type Item = SubmissionDetail['item'];
type Proof = SubmissionDetail['proof'];

const fieldsOf = (event: FormEvent<HTMLFormElement>) =>
  Object.fromEntries(new FormData(event.currentTarget)) as Record<string, string>;

const outcomeOptions = completionOutcomes.map((outcome) => ({
  value: outcome,
  label: completionOutcomeLabels[outcome],
}));

/** A call's refusal by field (a 400's `errors`), kept to show beside the fields, then thrown on for the toast. */
const keepFieldErrors =
  (setErrors: (errors: FieldErrors) => void, prefix = '') =>
  (error: unknown) => {
    if (error instanceof CallError)
      setErrors(
        Object.fromEntries(
          Object.entries(error.errors).map(([field, message]) => [field.replace(prefix, ''), message]),
        ),
      );
    throw error;
  };

/**
 * The completion of an enrolled programme (a reviewer): what its certificate will print. Sent
 * again, it corrects the completion; a certificate already issued keeps what it printed until it
 * is reissued.
 */
function CompletionForm({
  item,
  completion,
  onChanged,
}: {
  item: Item;
  completion: Completion | null;
  onChanged: () => void;
}) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const { run, pending } = useAction();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const fields = fieldsOf(event);
    const body = {
      submissionId: item.id,
      printedName: fields.printedName ?? '',
      startsOn: fields.startsOn ?? '',
      endsOn: fields.endsOn ?? '',
      hours: fields.hours ? Number(fields.hours) : Number.NaN,
      outcome: fields.outcome ?? '',
      projectUrl: fields.projectUrl ?? '',
    };
    const found = validateFields(completionSchema, body);
    setErrors(found);
    const parsed = v.safeParse(completionSchema, body);
    if (!parsed.success) return;
    void run(() => call('complete', { body: parsed.output }).catch(keepFieldErrors(setErrors)), {
      done: () => (completion ? 'Completion corrected' : 'Marked completed'),
      failed: 'Not marked completed',
      then: onChanged,
    });
  };

  return (
    <Form onSubmit={submit} errors={errors} aria-labelledby="completion">
      <Stack space="md">
        <Heading level={3} size="4" id="completion">
          {completion ? 'Completion' : 'Mark completed'}
        </Heading>
        {completion && (
          <Text tone="muted">
            Marked {when(completion.at)}
            {completion.by ? ` by ${completion.by}` : ''}. Send it again to correct it: a certificate already
            issued keeps what it printed until it is reissued.
          </Text>
        )}
        <TextField
          name="printedName"
          label="Name as printed"
          description="As the certificate will print it: correct the application's spelling if needed."
          defaultValue={completion?.printedName ?? item.name}
          isRequired
        />
        <Inline space="md">
          <TextField
            name="startsOn"
            type="date"
            label="Start date"
            defaultValue={completion?.startsOn ?? ''}
            isRequired
          />
          <TextField
            name="endsOn"
            type="date"
            label="End date"
            defaultValue={completion?.endsOn ?? ''}
            isRequired
          />
          <TextField
            name="hours"
            type="number"
            inputMode="numeric"
            label="Hours"
            defaultValue={completion ? String(completion.hours) : ''}
            isRequired
          />
        </Inline>
        <RadioGroup<CompletionOutcome>
          name="outcome"
          label="Outcome"
          options={outcomeOptions}
          defaultValue={completion?.outcome ?? 'completed'}
          orientation="horizontal"
        />
        <TextField
          name="projectUrl"
          type="url"
          label="Project link (optional)"
          description="Starting with https://"
          defaultValue={completion?.projectUrl ?? ''}
        />
        <Inline space="sm">
          <Button type="submit" isPending={pending}>
            {completion ? 'Correct the completion' : 'Mark completed'}
          </Button>
        </Inline>
      </Stack>
    </Form>
  );
}

/** Issuing (or reissuing) a completed programme's certificate (an admin). */
function IssueCertificate({
  item,
  valid,
  onChanged,
}: {
  item: Item;
  valid: DocumentView | undefined;
  onChanged: () => void;
}) {
  const { run, pending } = useAction();
  const issue = () =>
    run(() => call('issueDocument', { body: { kind: 'certificate', submissionId: item.id } }), {
      done: () => (valid ? 'Certificate reissued' : 'Certificate issued'),
      failed: 'Certificate not issued',
      then: onChanged,
    });
  return (
    <Stack space="sm">
      <Text tone="muted">
        {valid
          ? `Reissuing prints the completion as it is now; the new certificate supersedes ${formatDocumentId(valid.id)}, whose page then links the new one.`
          : 'The certificate prints the completion above. The applicant is e-mailed that it is on their status page.'}
      </Text>
      <Inline space="sm">
        <Button variant={valid ? 'secondary' : 'primary'} isPending={pending} onPress={() => void issue()}>
          {valid ? 'Reissue the certificate' : 'Issue the certificate'}
        </Button>
      </Inline>
    </Stack>
  );
}

/** An accepted job application's offer letter with its terms (an admin); issued again, it supersedes the valid one. */
function OfferForm({
  item,
  latest,
  valid,
  onChanged,
}: {
  item: Item;
  latest: OfferFields | undefined;
  valid: DocumentView | undefined;
  onChanged: () => void;
}) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const { run, pending } = useAction();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const fields = fieldsOf(event);
    const terms = {
      printedName: fields.printedName ?? '',
      startsOn: fields.startsOn ?? '',
      place: fields.place ?? '',
      compensation: fields.compensation ?? '',
      expiresOn: fields.expiresOn ?? '',
    };
    setErrors(validateFields(offerTermsSchema, terms));
    const parsed = v.safeParse(offerTermsSchema, terms);
    if (!parsed.success) return;
    void run(
      () =>
        call('issueDocument', {
          body: { kind: 'offer', submissionId: item.id, terms: parsed.output },
        }).catch(keepFieldErrors(setErrors, 'terms.')),
      {
        done: () => (valid ? 'Offer letter reissued' : 'Offer letter issued'),
        failed: 'Offer letter not issued',
        then: onChanged,
      },
    );
  };

  return (
    <Form onSubmit={submit} errors={errors} aria-labelledby="offer-terms">
      <Stack space="md">
        <Heading level={3} size="4" id="offer-terms">
          {valid ? 'Reissue the offer letter' : 'Offer letter'}
        </Heading>
        <Text tone="muted">
          The role and the department come from the catalogue.{' '}
          {valid
            ? `The new letter supersedes ${formatDocumentId(valid.id)}; the applicant answers the new one.`
            : 'The applicant is e-mailed, and accepts or declines on their status page.'}
        </Text>
        <TextField
          name="printedName"
          label="Name as printed"
          defaultValue={latest?.name ?? item.name}
          isRequired
        />
        <Inline space="md">
          <TextField
            name="startsOn"
            type="date"
            label="Start date"
            defaultValue={latest?.startsOn ?? ''}
            isRequired
          />
          <TextField
            name="expiresOn"
            type="date"
            label="Offer expires on"
            description="On or before the start date"
            defaultValue={latest?.expiresOn ?? ''}
            isRequired
          />
        </Inline>
        <TextField name="place" label="Place of work" defaultValue={latest?.place ?? ''} isRequired />
        <TextField
          name="compensation"
          label="Compensation, as printed"
          description="For example: ₹6,00,000 a year, paid monthly"
          defaultValue={latest?.compensation ?? ''}
          isRequired
        />
        <Inline space="sm">
          <Button type="submit" variant={valid ? 'secondary' : 'primary'} isPending={pending}>
            {valid ? 'Reissue the offer letter' : 'Issue the offer letter'}
          </Button>
        </Inline>
      </Stack>
    </Form>
  );
}

/** Revoking a valid document (an admin), confirmed in a dialog with the reason, which stays in the console. */
function Revoke({ document, onChanged }: { document: DocumentView; onChanged: () => void }) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const { run, pending } = useAction();
  const name = `${documentKindLabels[document.kind]} ${formatDocumentId(document.id)}`;

  const revoke = async (close: () => void) => {
    const body = { documentId: document.id, reason };
    const found = validateFields(revokeDocumentSchema, body);
    setError(found.reason);
    const parsed = v.safeParse(revokeDocumentSchema, body);
    if (!parsed.success) return;
    const answer = await run(() => call('revokeDocument', { body: parsed.output }), {
      done: () => `${name} revoked`,
      failed: 'Not revoked',
      then: onChanged,
    });
    if (answer) close();
  };

  return (
    <DialogTrigger>
      <Button variant="danger" size="small">
        Revoke…
      </Button>
      <Modal
        title={`Revoke ${name}?`}
        role="alertdialog"
        size="small"
        description="Its public page says “revoked” with the date from now on, and its status list bit is set. The reason stays in the console."
        footer={({ close }) => (
          <Inline space="sm">
            <Button variant="secondary" onPress={close}>
              Keep it valid
            </Button>
            <Button variant="danger" isPending={pending} onPress={() => void revoke(close)}>
              Revoke
            </Button>
          </Inline>
        )}
      >
        <TextArea
          label="Reason (staff only)"
          value={reason}
          onChange={setReason}
          characterLimit={documentLimits.reasonMax}
          rows={3}
          isRequired
          isInvalid={Boolean(error)}
          errorMessage={error}
        />
      </Modal>
    </DialogTrigger>
  );
}

/** One document as staff see it: everything it prints, who issued it, and what happened to it since. */
function DocumentEntry({
  document,
  submissionId,
  isAdmin,
  onChanged,
}: {
  document: DocumentView;
  submissionId: string;
  isAdmin: boolean;
  onChanged: () => void;
}) {
  const name = `${documentKindLabels[document.kind]} ${formatDocumentId(document.id)}`;
  const { answer } = document;
  return (
    <li id={`document-${document.id}`} aria-labelledby={`document-${document.id}-name`}>
      <Card padding="md">
        <Stack space="sm">
          <Inline space="sm" alignY="center" align="spaceBetween">
            <Inline space="xs" alignY="center">
              <Heading level={4} size="4" id={`document-${document.id}-name`}>
                {name}
              </Heading>
              <Badge tone={documentStateTones[document.state]}>{documentStateLabels[document.state]}</Badge>
            </Inline>
            <Inline space="xs" alignY="center">
              <LinkButton
                href={fileHref('documentPdf', { id: submissionId, query: { document: document.id } })}
                download
                variant="secondary"
                size="small"
              >
                Download PDF
              </LinkButton>
              {isAdmin && document.state === 'valid' && <Revoke document={document} onChanged={onChanged} />}
            </Inline>
          </Inline>
          <DescriptionList
            layout="stacked"
            items={[
              ...documentLines(document.fields).map(({ label, value }) => ({
                term: label,
                description: value,
              })),
              {
                term: 'Issued',
                description: `${when(document.issuedAt)} by ${document.issuedBy ?? 'the system'}`,
              },
              {
                term: 'Name on the public page',
                description: document.nameShown ? 'Shown' : 'Hidden by the holder',
              },
              ...(document.revokedAt
                ? [
                    {
                      term: 'Revoked',
                      description: `${when(document.revokedAt)}${document.revokedReason ? `: ${document.revokedReason}` : ''}`,
                    },
                  ]
                : []),
              ...(document.supersededBy
                ? [
                    {
                      term: 'Superseded by',
                      description: (
                        <Link href={`#document-${document.supersededBy}`}>
                          {formatDocumentId(document.supersededBy)}
                        </Link>
                      ),
                    },
                  ]
                : []),
              ...(answer
                ? [
                    {
                      term: answer.answer === 'accepted' ? 'Accepted' : 'Declined',
                      description: `${when(answer.at)} from ${answer.client}, ${answer.userAgent}`,
                    },
                  ]
                : []),
            ]}
          />
        </Stack>
      </Card>
    </li>
  );
}

/**
 * An application's proof: an enrolled programme's completion (a reviewer marks it), then its
 * certificate, or an accepted job application's offer letter (an admin issues, reissues and
 * revokes them), and every document issued, newest first. Reviewers see the documents but not
 * the admin's actions (the API refuses them anyway).
 */
export function ProofSection({
  item,
  proof,
  role,
  onChanged,
}: {
  item: Item;
  proof: Proof;
  role: StaffRole;
  onChanged: () => void;
}) {
  const enrolled = item.kind === 'application' && item.stage === 'accepted';
  const hired = item.kind === 'career' && item.stage === 'accepted';
  if (!enrolled && !hired && !proof.completion && proof.documents.length === 0) return null;
  const isAdmin = role === 'admin';
  const valid = (kind: DocumentView['kind']) =>
    proof.documents.find((document) => document.kind === kind && document.state === 'valid');
  const latestOffer = proof.documents.find((document) => document.kind === 'offer')?.fields;

  return (
    <Card padding="lg" as="section" aria-labelledby="proof">
      <Stack space="lg">
        <Heading level={2} size="4" id="proof">
          Proof
        </Heading>
        {enrolled && (
          <CompletionForm
            key={proof.completion?.at ?? 'none'}
            item={item}
            completion={proof.completion}
            onChanged={onChanged}
          />
        )}
        {enrolled && isAdmin && proof.completion && (
          <IssueCertificate item={item} valid={valid('certificate')} onChanged={onChanged} />
        )}
        {enrolled && isAdmin && !proof.completion && (
          <Text tone="muted">The certificate can be issued once the programme is marked completed.</Text>
        )}
        {hired && isAdmin && (
          <OfferForm
            key={proof.documents[0]?.id ?? 'none'}
            item={item}
            latest={latestOffer?.kind === 'offer' ? latestOffer : undefined}
            valid={valid('offer')}
            onChanged={onChanged}
          />
        )}
        <Stack space="sm">
          <Heading level={3} size="4">
            Documents
          </Heading>
          {proof.documents.length === 0 ? (
            <Text tone="muted">None issued yet.</Text>
          ) : (
            <Stack as="ol" space="md">
              {proof.documents.map((document) => (
                <DocumentEntry
                  key={document.id}
                  document={document}
                  submissionId={item.id}
                  isAdmin={isAdmin}
                  onChanged={onChanged}
                />
              ))}
            </Stack>
          )}
        </Stack>
      </Stack>
    </Card>
  );
}
