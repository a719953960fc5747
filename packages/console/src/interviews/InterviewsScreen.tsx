import { type InterviewSlot, interviewModeLabels, interviewTime } from '@aarambh/machines/schemas';
import { Alert, Card, Heading, Stack, Text } from '@aarambh/ui';
import { Link as RouterLink } from 'react-router-dom';
import { call } from '../api';
import { when } from '../labels';
import { ScreenLoading } from '../layout/ConsoleLayout';
import { useLoad } from '../useLoad';
import * as styles from './InterviewsScreen.css';
import { Written } from '../Written';

const how = (slot: InterviewSlot) => `${interviewModeLabels[slot.mode]} · ${slot.detail}`;

/**
 * Interviews: what is booked from now on (soonest first), the reschedule requests not yet answered
 * by new times, and the times offered and still open. Times are India's (IST), as the applicants
 * read them.
 */
export function InterviewsScreen() {
  const [board] = useLoad(() => call('interviews'), 'interview-board');
  if (board.status === 'loading') return <ScreenLoading />;
  if (board.status === 'error') return <Alert tone="critical">{board.message}</Alert>;
  const { upcoming, requests, open } = board.value;
  return (
    <Stack space="lg">
      <Stack space="xs">
        <Heading level={1} size="2">
          Interviews
        </Heading>
        <Text tone="muted">
          Times are India's (IST), as applicants read them. Offer times from a shortlisted application's page.
        </Text>
      </Stack>
      <Card padding="lg" as="section" aria-labelledby="upcoming">
        <Stack space="md">
          <Heading level={2} size="4" id="upcoming">
            Upcoming
          </Heading>
          {upcoming.length === 0 ? (
            <Text tone="muted">No interview booked.</Text>
          ) : (
            <ol className={styles.list}>
              {upcoming.map((interview) => (
                <li key={interview.slot.id} className={styles.entry}>
                  <Text weight="semibold">
                    {interviewTime(interview.slot.startsAt, interview.slot.minutes)}
                  </Text>
                  <Text>
                    <RouterLink to={`/submissions/${interview.submissionId}`}>
                      <Written>{interview.name}</Written>
                    </RouterLink>{' '}
                    · {interview.reference} · {interview.title}
                  </Text>
                  <Text size="sm" tone="muted">
                    {how(interview.slot)}
                    {interview.staffEmail ? ` · offered by ${interview.staffEmail}` : ''}
                  </Text>
                </li>
              ))}
            </ol>
          )}
        </Stack>
      </Card>

      <Card padding="lg" as="section" aria-labelledby="requests">
        <Stack space="md">
          <Heading level={2} size="4" id="requests">
            Asked for another time
          </Heading>
          {requests.length === 0 ? (
            <Text tone="muted">No request waiting.</Text>
          ) : (
            <ol className={styles.list}>
              {requests.map((request) => (
                <li key={request.id} className={styles.entry}>
                  <Text>
                    <RouterLink to={`/submissions/${request.submissionId}`}>
                      <Written>{request.name}</Written>
                    </RouterLink>{' '}
                    · {request.reference} · asked {when(request.at)}
                  </Text>
                  {request.slot && (
                    <Text size="sm" tone="muted">
                      Booked: {interviewTime(request.slot.startsAt, request.slot.minutes)}
                    </Text>
                  )}
                  {request.message && (
                    <div className={styles.message}>
                      <Text>
                        <Written>{request.message}</Written>
                      </Text>
                    </div>
                  )}
                </li>
              ))}
            </ol>
          )}
        </Stack>
      </Card>

      <Card padding="lg" as="section" aria-labelledby="open">
        <Stack space="md">
          <Heading level={2} size="4" id="open">
            Offered and open
          </Heading>
          {open.length === 0 ? (
            <Text tone="muted">No open time.</Text>
          ) : (
            <ol className={styles.list}>
              {open.map(({ slot, offeredTo }) => (
                <li key={slot.id} className={styles.entry}>
                  <Text weight="semibold">{interviewTime(slot.startsAt, slot.minutes)}</Text>
                  <Text size="sm" tone="muted">
                    {how(slot)} · offered to {offeredTo === 1 ? '1 application' : `${offeredTo} applications`}
                  </Text>
                </li>
              ))}
            </ol>
          )}
        </Stack>
      </Card>
    </Stack>
  );
}
