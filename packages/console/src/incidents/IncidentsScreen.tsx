import type { IncidentSummary, IncidentView } from '@aarambh/machines/schemas';
import { Alert, Badge, Button, Card, Heading, Inline, Stack, Text } from '@aarambh/ui';
import { useEffect, useState } from 'react';
import { call } from '../api';
import { when } from '../labels';
import { AdminOnly } from '../layout/AdminOnly';
import { useAction } from '../useAction';
import { useLoad } from '../useLoad';
import { IncidentRecord, timeLeft } from './IncidentRecord';
import { OpenIncident } from './OpenIncident';

/** The clock the deadlines are read against, moved on each minute. */
function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/**
 * Breach incidents, for admins (docs/incident-runbook.md): the list, latest first, with the
 * CERT-In deadline of those still open; opening one; and one incident with its clocks, people and
 * notice.
 */
export function IncidentsScreen() {
  const [list, reload] = useLoad(() => call('incidents'), 'incidents');
  const [shown, setShown] = useState<IncidentView | 'new'>();
  const { run } = useAction();
  const now = useNow();

  const show = (incident: IncidentSummary) =>
    run(() => call('incident', { body: { id: incident.id } }), {
      done: () => 'Incident loaded',
      failed: 'Not loaded',
      then: ({ incident: loaded }) => setShown(loaded),
    });
  const changed = (incident: IncidentView) => {
    setShown(incident);
    reload();
  };

  const incidents = list.status === 'done' ? list.value.incidents : [];
  return (
    <AdminOnly>
      <Stack space="xl">
        <Inline space="md" alignY="center" align="spaceBetween">
          <Heading level={1} size="2">
            Incidents
          </Heading>
          <Button variant="danger" onPress={() => setShown('new')}>
            Open an incident
          </Button>
        </Inline>
        <Text tone="muted">
          A personal data breach: open it here as soon as it is known, then follow the incident runbook.
        </Text>
        {list.status === 'error' && <Alert tone="critical">{list.message}</Alert>}
        <ul aria-label="Incidents">
          {incidents.map((incident) => {
            const cert = timeLeft(incident.certInDueAt, now);
            return (
              <li key={incident.id}>
                <Inline space="sm" alignY="center">
                  <Button variant="secondary" size="small" onPress={() => void show(incident)}>
                    {when(incident.openedAt)}
                  </Button>
                  <Text>{incident.summary.slice(0, 80)}</Text>
                  <Text size="sm" tone="muted">
                    {incident.people} people
                  </Text>
                  {incident.status === 'notified' ? (
                    <Badge tone="success">People notified</Badge>
                  ) : (
                    <Badge tone={cert.overdue ? 'critical' : 'warning'}>CERT-In: {cert.text}</Badge>
                  )}
                </Inline>
              </li>
            );
          })}
          {list.status === 'done' && incidents.length === 0 ? <li>No incidents.</li> : null}
        </ul>
        {shown === 'new' ? (
          <Card as="section" padding="lg" aria-labelledby="open-incident">
            <OpenIncident onOpened={changed} />
          </Card>
        ) : shown ? (
          <IncidentRecord key={shown.id + shown.status} incident={shown} now={now} onChanged={changed} />
        ) : null}
      </Stack>
    </AdminOnly>
  );
}
