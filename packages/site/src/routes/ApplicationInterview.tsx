import {
  applicantDate,
  applicationStatusCalls,
  interviewDetailLabels,
  interviewModeLabels,
  interviewTime,
  type ApplicantInterview,
  type InterviewSlot,
} from '@aarambh/machines/schemas';
import {
  Alert,
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
import { interviewWords as words } from '../content/interview';

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
  return (
    <Stack space="sm">
      <Text>{interview.booked ? words.pickOther : words.pick}</Text>
      <form method="post" action={applicationStatusCalls.bookInterview.path}>
        <input type="hidden" name="token" value={token} />
        <Stack as="ul" space="sm">
          {interview.offered.map((slot) => {
            const time = interviewTime(slot.startsAt, slot.minutes);
            return (
              <li key={slot.id}>
                <Card padding="md">
                  <Inline space="sm" alignY="center" align="spaceBetween">
                    <Stack space="xxs">
                      <Text weight="semibold">{time}</Text>
                      <Text size="sm" tone="muted">
                        {interviewModeLabels[slot.mode]}
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
                          aria-label={words.bookLabel(time)}
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
  if (interview.rescheduleAskedAt) {
    return <Text tone="muted">{words.reschedule.asked(applicantDate(interview.rescheduleAskedAt))}</Text>;
  }
  if (!interview.canAct) return null;
  return (
    <form method="post" action={applicationStatusCalls.reschedule.path} className={printHidden}>
      <input type="hidden" name="token" value={token} />
      <Stack space="sm" align="left">
        <Heading level={3} size="4">
          {words.reschedule.heading}
        </Heading>
        <Text tone="muted">{words.reschedule.text}</Text>
        <TextArea
          name="message"
          label={words.reschedule.message}
          rows={3}
          maxLength={words.reschedule.limit}
          characterLimit={words.reschedule.limit}
        />
        <Button type="submit" variant="secondary">
          {words.reschedule.button}
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
  const { booked, notice } = interview;
  return (
    <Card as="section" padding="lg" aria-labelledby="interview-heading">
      <Stack space="md">
        <Heading level={2} size="4" id="interview-heading">
          {words.heading}
        </Heading>
        {notice ? (
          <Alert
            tone={notice === 'taken' ? 'caution' : 'positive'}
            role={notice === 'taken' ? 'alert' : 'status'}
          >
            {words.notices[notice]}
          </Alert>
        ) : null}
        {booked ? (
          <DescriptionList
            items={[
              { term: words.when, description: interviewTime(booked.startsAt, booked.minutes) },
              { term: words.how, description: interviewModeLabels[booked.mode] },
              { term: interviewDetailLabels[booked.mode], description: <Detail slot={booked} /> },
            ]}
          />
        ) : null}
        {interview.offered.length > 0 ? <Offered interview={interview} token={token} /> : null}
        {booked ? <Reschedule interview={interview} token={token} /> : null}
      </Stack>
    </Card>
  );
}
