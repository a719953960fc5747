import { Button, Cell, Column, Heading, Row, Stack, Table, TableBody, TableHeader, Text } from '@aarambh/ui';
import { useState } from 'react';
import { call } from '../api';
import { when } from '../labels';
import { AdminOnly } from '../layout/AdminOnly';
import { useLoad } from '../useLoad';

const detailText = (detail: Record<string, unknown>) =>
  Object.entries(detail)
    .map(([key, value]) => `${key}: ${Array.isArray(value) ? value.length : String(value)}`)
    .join(', ');

/** The audit log, newest first: who did what, when, from where. */
export function AuditScreen() {
  const [before, setBefore] = useState<number | undefined>();
  const [page] = useLoad(
    () => call('audit', before === undefined ? {} : { query: { before: String(before) } }),
    String(before),
  );
  const entries = page.status === 'done' ? page.value.entries : [];
  return (
    <AdminOnly>
      <Stack space="lg">
        <Heading level={1} size="2">
          Audit log
        </Heading>
        {page.status === 'error' && (
          <div role="alert">
            <Text tone="critical">{page.message}</Text>
          </div>
        )}
        <Table aria-label="Audit log">
          <TableHeader>
            <Column isRowHeader>When</Column>
            <Column>Who</Column>
            <Column>What</Column>
            <Column>On</Column>
            <Column>From</Column>
            <Column>Details</Column>
          </TableHeader>
          <TableBody items={entries.map((entry) => ({ ...entry, id: entry.seq }))}>
            {(entry) => (
              <Row id={entry.id}>
                <Cell>{when(entry.at)}</Cell>
                <Cell>{entry.staffEmail ?? '—'}</Cell>
                <Cell>{entry.action}</Cell>
                <Cell>{entry.target ?? '—'}</Cell>
                <Cell>{entry.client}</Cell>
                <Cell>{detailText(entry.detail)}</Cell>
              </Row>
            )}
          </TableBody>
        </Table>
        <div>
          <Button
            variant="secondary"
            isDisabled={entries.length < 100}
            onPress={() => setBefore(entries.at(-1)?.seq)}
          >
            Older entries
          </Button>
        </div>
      </Stack>
    </AdminOnly>
  );
}
