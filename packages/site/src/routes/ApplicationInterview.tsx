import { fillIn } from '@aarambh/content';
import {
  applicantDate,
  applicationStatusCalls,
  interviewDetailLabels,
  interviewLimits,
  interviewModeLabels,
  interviewTime,
  type ApplicantInterview,
  type InterviewSlot,
} from '@aarambh/machines/schemas';
import {
  Button,
  Card,
  DescriptionList,
  Heading,
  Inline,
  Link,
  Stack,
  Text,
  TextArea,
  printHidden,
} from '@aarambh/ui';
import { characterCount } from '../flows/forms/FormLanguage';
import { StatusAlert, StatusFormToken, useStatusWords } from './statusWords';

/** Where the interview takes place: the video link and the phone number as links, an address as text. */
function Detail({ slot }: { slot: InterviewSlot }) {
  if (slot.mode === 'video') return <Link href={slot.detail}>{slot.detail}</Link>;
  if (slot.mode === 'phone')
    return <Link href={`tel:${slot.detail.replace(/[^\d+]/g, '')}`}>{slot.detail}</Link>;
  return <>{slot.detail}</>;
}

/**
 * The times offered, each with its own submit button: a plain form POST with the token and the
 * button's `slot`, so a tap books the time whether or not the page's script has run.
 */
function Offered({ interview, token }: { interview: ApplicantInterview; token: string }) {
  const { copy, locale, message, text } = useStatusWords();
  const words = copy.interview;
  return (
    <Stack space="sm">
      <Text>{text(interview.booked ? words.pickOther : words.pick)}</Text>
      <form method="post" action={applicationStatusCalls.bookInterview.path}>
        <StatusFormToken token={token} />
        <Stack as="ul" space="sm">
          {interview.offered.map((slot) => {
            const time = interviewTime(slot.startsAt, slot.minutes, locale);
            return (
              <li key={slot.id}>
                <Card padding="md">
                  <Inline space="sm" alignY="center" align="spaceBetween">
                    <Stack space="xxs">
                      <Text weight="semibold">{text(time)}</Text>
                      <Text size="sm" tone="muted">
                        {message(interviewModeLabels[slot.mode])}
                        {slot.mode === 'office' ? ` · ${slot.detail}` : ''}
                      </Text>
                    </Stack>
                    {interview.canAct ? (
                      <div className={printHidden}>
                        <Button
                          type="submit"
                          name="slot"
                          value={slot.id}
                          variant="secondary"
                          aria-label={fillIn(words.bookLabel, { time })}
                        >
                          {words.book}
                        </Button>
                      </div>
                    ) : null}
                  </Inline>
                </Card>
              </li>
            );
          })}
        </Stack>
      </form>
      <Text size="sm" tone="muted">
        {interview.canAct ? words.shared : words.mailedLinkOnly}
      </Text>
    </Stack>
  );
}

/** Asking for another time: a plain form POST; the message goes to staff only. */
function Reschedule({ interview, token }: { interview: ApplicantInterview; token: string }) {
  const { copy, forms, locale } = useStatusWords();
  const words = copy.interview.reschedule;
  if (interview.rescheduleAskedAt) {
    return (
      <Text tone="muted">
        {fillIn(words.asked, { date: applicantDate(interview.rescheduleAskedAt, locale) })}
      </Text>
    );
  }
  if (!interview.canAct) return null;
  return (
    <form method="post" action={applicationStatusCalls.reschedule.path} className={printHidden}>
      <StatusFormToken token={token} />
      <Stack space="sm" align="left">
        <Heading level={3} size="4">
          {words.heading}
        </Heading>
        <Text tone="muted">{words.text}</Text>
        <TextArea
          name="message"
          label={words.message}
          rows={3}
          maxLength={interviewLimits.messageMax}
          characterLimit={interviewLimits.messageMax}
          {...characterCount(forms)}
        />
        <Button type="submit" variant="secondary">
          {words.button}
        </Button>
      </Stack>
    </form>
  );
}

/**
 * A shortlisted application's interview on its status page: the time booked with where it takes
 * place, the times offered to book (only from a link mailed to the address), and a request for
 * another time. Everything is a plain form, so it works before any script runs.
 */
export function ApplicationInterview({ interview, token }: { interview: ApplicantInterview; token: string }) {
  const { copy, locale, message, text } = useStatusWords();
  const words = copy.interview;
  const { booked, notice } = interview;
  return (
    <Card as="section" padding="lg" aria-labelledby="interview-heading">
      <Stack space="md">
        <Heading level={2} size="4" id="interview-heading">
          {words.heading}
        </Heading>
        {notice ? (
          <StatusAlert
            tone={notice === 'taken' ? 'caution' : 'positive'}
            role={notice === 'taken' ? 'alert' : 'status'}
          >
            {words.notices[notice]}
          </StatusAlert>
        ) : null}
        {booked ? (
          <DescriptionList
            items={[
              { term: words.when, description: text(interviewTime(booked.startsAt, booked.minutes, locale)) },
              { term: words.how, description: message(interviewModeLabels[booked.mode]) },
              { term: message(interviewDetailLabels[booked.mode]), description: <Detail slot={booked} /> },
            ]}
          />
        ) : null}
        {interview.offered.length > 0 ? <Offered interview={interview} token={token} /> : null}
        {booked ? <Reschedule interview={interview} token={token} /> : null}
      </Stack>
    </Card>
  );
}
