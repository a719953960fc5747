import { withContactLinks } from '../lib/contactLinks';
import {
  applicantDate,
  applicantPaymentStateNames,
  applicantPaymentText,
  applicantStageName,
  applicantStageText,
  applicationStatusCalls,
  withdrawPages,
  statusPagePaths,
  applicationStatusMessages,
  feePaymentMessages,
  fieldErrors,
  paymentLimits,
  statusLinkRequestSchema,
  type ApplicantInterview,
  type ApplicantStage,
  type ApplicationStatusView,
  type FeePaymentForm,
  type OtherApplication,
  type StatusPageData,
} from '@aarambh/machines/schemas';
import { company, fillIn } from '@aarambh/content';
import {
  Badge,
  type BadgeTone,
  Box,
  Button,
  Card,
  Checkbox,
  Container,
  DescriptionList,
  Form,
  Heading,
  Inline,
  Link,
  printHidden,
  Stack,
  Text,
  TextField,
  formatRupees,
} from '@aarambh/ui';
import { type ReactNode, useState } from 'react';
import * as v from 'valibot';
import { NetworkError } from '../api/client';
import { useApiClient } from '../contexts/ApiClientContext';
import { useServerData } from '../boot';
import { Seo } from '../seo/Seo';
import { errorsIn } from '../flows/forms/FormLanguage';
import { UpiPayDetails } from '../flows/internship/UpiPayDetails';
import { ApplicationDocuments } from './ApplicationDocuments';
import { ApplicationInterview } from './ApplicationInterview';
import {
  englishStatusWords,
  StatusAlert,
  StatusFormToken,
  StatusWordsProvider,
  useStatusWords,
  type StatusWords,
} from './statusWords';

/** The steps an open application goes through, in order. */
const steps: readonly ApplicantStage[] = ['received', 'in_review', 'shortlisted', 'accepted'];

const stageTones: Record<ApplicantStage, BadgeTone> = {
  received: 'info',
  in_review: 'info',
  shortlisted: 'brand',
  accepted: 'success',
  not_selected: 'neutral',
  withdrawn: 'neutral',
};

const paymentTones = {
  due: 'warning',
  waiting: 'warning',
  verified: 'success',
  not_verified: 'critical',
} as const satisfies Record<NonNullable<ApplicationStatusView['payment']>['state'], BadgeTone>;

/**
 * A fee asked for after the application (an applicant under 18 pays once their guardian has
 * confirmed): where to pay it, then a plain form POST of the transaction id and the ticked box, so
 * it is sent whether or not the page's script has run. A refusal comes back as the page with its
 * message and the id as typed.
 */
function PayFee({
  token,
  payment,
  form,
}: {
  token: string;
  payment: NonNullable<ApplicationStatusView['payment']>;
  form: FeePaymentForm;
}) {
  const { copy: words, upi, message, locale, text } = useStatusWords();
  const boxRefused = form.field === 'confirmed';
  const error = form.error === null ? null : message(form.error);
  return (
    <form
      method="post"
      action={applicationStatusCalls.pay.path}
      className={printHidden}
      aria-labelledby="pay-fee"
    >
      <StatusFormToken token={token} />
      <Stack space="md" align="left">
        <Heading level={3} size="4" id="pay-fee">
          {text(words.payFee.heading)}
        </Heading>
        <Text tone="muted">
          {text(fillIn(words.payFee.text, { price: formatRupees(payment.amount, 'indian', locale) }))}
        </Text>
        {payment.reference ? (
          <UpiPayDetails
            words={{ language: locale, copy: upi, message, text }}
            amount={payment.amount}
            upiId={company.upiHandle}
            payeeName={company.name}
            reference={payment.reference}
          />
        ) : null}
        {/* Native validation: the browser asks for both before the form goes, script or not. */}
        <TextField
          name="transactionId"
          label={words.payFee.transactionId}
          description={text(upi.utrHint)}
          isRequired
          validationBehavior="native"
          minLength={paymentLimits.transactionId.min}
          maxLength={paymentLimits.transactionId.max}
          autoComplete="off"
          defaultValue={form.transactionId}
          isInvalid={error !== null && !boxRefused}
          errorMessage={boxRefused ? undefined : (error ?? undefined)}
        />
        <Checkbox
          name="confirmed"
          value="yes"
          isRequired
          validationBehavior="native"
          label={words.payFee.confirm}
          isInvalid={boxRefused}
          errorMessage={boxRefused ? error : undefined}
        />
        <Button type="submit">{words.payFee.button}</Button>
      </Stack>
    </form>
  );
}

/** The steps as an ordered list of badges: done, current (`aria-current="step"`) and to come. */
function Progress({ status }: { status: ApplicationStatusView }) {
  const { copy: words, locale } = useStatusWords();
  const current = steps.indexOf(status.stage);
  return (
    <Inline as="ol" space="xs" aria-label={words.steps}>
      {steps.map((step, index) => (
        <li key={step} aria-current={index === current ? 'step' : undefined}>
          <Badge tone={index < current ? 'success' : index === current ? 'brand' : 'neutral'}>
            {`${index + 1}. ${applicantStageName(step, status.kind, locale)}`}
          </Badge>
        </li>
      ))}
    </Inline>
  );
}

/** Withdrawing: a form POST with the link's token, confirmed by a box the visitor ticks. */
function Withdraw({ token }: { token: string }) {
  const { copy: words } = useStatusWords();
  return (
    <Card as="section" padding="lg">
      <Stack space="sm">
        <Heading level={2} size="4">
          {words.withdraw.heading}
        </Heading>
        <Text tone="muted">{words.withdraw.text}</Text>
        <form method="post" action={applicationStatusCalls.withdraw.path}>
          <StatusFormToken token={token} />
          <Stack space="sm" align="left">
            {/* Native validation: the browser asks for the tick before the form goes, script or not. */}
            <Checkbox
              name="confirm"
              value="yes"
              isRequired
              validationBehavior="native"
              label={words.withdraw.confirm}
            />
            <Button type="submit" variant="secondary">
              {words.withdraw.button}
            </Button>
          </Stack>
        </form>
      </Stack>
    </Card>
  );
}

/** The address's other applications (only on a link mailed to it), each with its stage and own link. */
function Others({ others }: { others: OtherApplication[] }) {
  const { copy: words, locale, page } = useStatusWords();
  if (others.length === 0) return null;
  return (
    <Stack space="sm" as="section" aria-labelledby="other-applications">
      <Heading level={2} size="4" id="other-applications">
        {words.others.heading}
      </Heading>
      <Text tone="muted">{words.others.text}</Text>
      <Stack as="ul" space="sm">
        {others.map((other) => (
          <li key={other.status.reference}>
            <Card padding="md">
              <Stack space="xs">
                <Inline space="xs" alignY="center">
                  <Text weight="semibold">{other.status.title}</Text>
                  <Badge tone={stageTones[other.status.stage]}>
                    {applicantStageName(other.status.stage, other.status.kind, locale)}
                  </Badge>
                </Inline>
                <Text size="sm" tone="muted">
                  {other.status.organisation} · {words.applied}{' '}
                  {applicantDate(other.status.appliedAt, locale)} · {other.status.reference}
                </Text>
                <Link href={`${statusPagePaths[page].page}?token=${encodeURIComponent(other.token)}`}>
                  {fillIn(words.others.open, { title: other.status.title })}
                </Link>
              </Stack>
            </Card>
          </li>
        ))}
      </Stack>
    </Stack>
  );
}

function Status({
  status,
  token,
  others,
  interview,
  consentWithdraw,
  documents,
  payFee,
  paymentSent,
}: {
  status: ApplicationStatusView;
  token: string;
  others: OtherApplication[];
  interview: ApplicantInterview | undefined;
  consentWithdraw: string | undefined;
  /** The due fee's form, on a link mailed to the address (`StatusPageData`). */
  payFee: FeePaymentForm | undefined;
  paymentSent: boolean;
  /** The documents section, when any was issued. */
  documents: ReactNode;
}) {
  const { copy: words, locale, page, text } = useStatusWords();
  const open = status.decisionBy !== null;
  const stage = applicantStageName(status.stage, status.kind, locale);
  return (
    <Stack space="lg">
      <Stack space="xs">
        <Heading level={1}>{words.heading}</Heading>
        <Text size="lg">
          {status.title}{' '}
          <Text as="span" tone="muted">
            ({status.organisation})
          </Text>
        </Text>
      </Stack>
      <DescriptionList
        items={[
          { term: words.applied, description: applicantDate(status.appliedAt, locale) },
          { term: words.reference, description: status.reference },
          { term: words.stage, description: <Badge tone={stageTones[status.stage]}>{stage}</Badge> },
        ]}
      />
      {steps.includes(status.stage) ? <Progress status={status} /> : null}
      <Text>{text(applicantStageText(status.stage, status.kind, locale))}</Text>
      {interview ? <ApplicationInterview interview={interview} token={token} /> : null}
      {documents}
      {status.payment ? (
        <Card as="section" padding="lg">
          <Stack space="sm">
            <Heading level={2} size="4">
              {words.payment}{' '}
              <Badge tone={paymentTones[status.payment.state]}>
                {applicantPaymentStateNames[locale][status.payment.state]}
              </Badge>
            </Heading>
            {paymentSent ? (
              <StatusAlert tone="positive" role="status">
                {text(feePaymentMessages[locale].sent)}
              </StatusAlert>
            ) : null}
            <Text>
              {status.payment.state === 'due'
                ? fillIn(words.payFee.due, { price: formatRupees(status.payment.amount, 'indian', locale) })
                : withContactLinks(applicantPaymentText(status.payment, company.emails.general, locale))}
            </Text>
            {status.payment.state === 'verified' ? (
              <Link href={`${statusPagePaths[page].receipt}?token=${encodeURIComponent(token)}`}>
                {words.receiptLink}
              </Link>
            ) : null}
            {status.payment.state === 'due' ? (
              payFee ? (
                <PayFee token={token} payment={status.payment} form={payFee} />
              ) : (
                <Text tone="muted">{words.payFee.mailedLinkOnly}</Text>
              )
            ) : null}
          </Stack>
        </Card>
      ) : null}
      <Stack space="xs" as="section">
        <Heading level={2} size="4">
          {words.next}
        </Heading>
        <Text>
          {open
            ? fillIn(words.decisionBy, { date: applicantDate(status.decisionBy!, locale) })
            : words.closed}
        </Text>
        <Text tone="muted">{withContactLinks(words.contact)}</Text>
      </Stack>
      <Others others={others} />
      {consentWithdraw ? (
        <Text tone="muted">
          {words.consent}{' '}
          <Link href={`${withdrawPages[page]}?token=${encodeURIComponent(consentWithdraw)}`}>
            {words.consentLink}
          </Link>
        </Text>
      ) : null}
      {status.canWithdraw ? (
        // Nothing to tick on paper: a printed status page leaves the form out.
        <div className={printHidden}>
          <Withdraw token={token} />
        </div>
      ) : null}
    </Stack>
  );
}

type LookupState =
  { name: 'idle' } | { name: 'pending' } | { name: 'sent' } | { name: 'failed'; message: string };

/** A lost link asked for again: the reference and the address; the answer is always the same sentence. */
function Lookup() {
  const { copy: words, message } = useStatusWords();
  const client = useApiClient();
  const [values, setValues] = useState({ reference: '', email: '' });
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [state, setState] = useState<LookupState>({ name: 'idle' });

  const send = async () => {
    const parsed = v.safeParse(statusLinkRequestSchema, values);
    if (!parsed.success) {
      setErrors(errorsIn(fieldErrors(parsed.issues), message));
      return;
    }
    setErrors({});
    setState({ name: 'pending' });
    try {
      const response = await client.requestStatusLink({
        reference: parsed.output.reference,
        email: parsed.output.email ?? '',
      });
      setState(
        response.status >= 200 && response.status < 300
          ? { name: 'sent' }
          : { name: 'failed', message: words.lookup.failed },
      );
    } catch (error) {
      setState({
        name: 'failed',
        message: error instanceof NetworkError ? error.message : words.lookup.failed,
      });
    }
  };

  return (
    <Card as="section" padding="lg">
      <Stack space="md">
        <Heading level={2} size="4">
          {words.lookup.heading}
        </Heading>
        <Text tone="muted">{words.lookup.text}</Text>
        <Form
          aria-label={words.lookup.heading}
          errors={errors}
          onSubmit={(event) => {
            event.preventDefault();
            void send();
          }}
        >
          <Stack space="md" align="left">
            <TextField
              label={words.lookup.reference}
              description={words.lookup.referenceHint}
              name="reference"
              isRequired
              autoComplete="off"
              value={values.reference}
              onChange={(reference) => setValues((current) => ({ ...current, reference }))}
            />
            <TextField
              label={words.lookup.email}
              name="email"
              type="email"
              isRequired
              autoComplete="email"
              value={values.email}
              onChange={(email) => setValues((current) => ({ ...current, email }))}
            />
            <Button type="submit" isPending={state.name === 'pending'} pendingLabel={words.lookup.pending}>
              {words.lookup.button}
            </Button>
            <div role="status">
              {state.name === 'sent' ? (
                <Text weight="semibold">{message(applicationStatusMessages.linkSent)}</Text>
              ) : null}
            </div>
            <div role="alert">
              {state.name === 'failed' ? <Text tone="critical">{state.message}</Text> : null}
            </div>
          </Stack>
        </Form>
      </Stack>
    </Card>
  );
}

/**
 * `/application-status`: where an application stands, from the signed link in its e-mails. The
 * server renders it for each link (`packages/api`'s status pages) with the application's status as
 * server data, so it is whole before any script runs and is never cached; withdrawing is a plain
 * form POST. Without a link (the prerendered page) it explains where the link is and offers to
 * send it again. Its Hindi twin (`routes/hi/ApplicationStatus.tsx`) renders it with its words.
 */
export function ApplicationStatusView({ words: statusWords }: { words: StatusWords }) {
  const data = useServerData<StatusPageData>();
  const { copy: words, locale, page } = statusWords;
  return (
    <StatusWordsProvider value={statusWords}>
      <Seo
        title={words.title}
        description={words.description}
        path={statusPagePaths[page].page}
        noindex
        ogLocale={locale === 'hi' ? 'hi_IN' : undefined}
      />
      <Box paddingY={{ mobile: 'xxl', desktop: 'huge' }}>
        <Container size="narrow">
          <Stack space="xl">
            {data && 'status' in data ? (
              <Status
                status={data.status}
                token={data.token}
                others={data.others}
                interview={data.interview}
                consentWithdraw={data.consentWithdraw}
                payFee={data.payFee}
                paymentSent={data.paymentSent ?? false}
                documents={
                  data.documents?.length ? (
                    <ApplicationDocuments
                      documents={data.documents}
                      notice={data.documentNotice ?? null}
                      token={data.token}
                    />
                  ) : null
                }
              />
            ) : (
              <>
                <Stack space="sm">
                  <Heading level={1}>{words.noLinkHeading}</Heading>
                  <div role={data ? 'alert' : undefined}>
                    <Text size="lg" tone={data ? 'critical' : 'muted'}>
                      {data ? words.problems[data.problem] : words.noLinkText}
                    </Text>
                  </div>
                </Stack>
                <Lookup />
              </>
            )}
          </Stack>
        </Container>
      </Box>
    </StatusWordsProvider>
  );
}

export function ApplicationStatusPage() {
  return <ApplicationStatusView words={englishStatusWords} />;
}

export { ApplicationStatusPage as Component };
