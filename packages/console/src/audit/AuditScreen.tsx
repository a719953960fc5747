import {
  type AuditAction,
  type AuditRecord,
  auditActionLabels,
  auditActions,
  staffLimits,
} from '@aarambh/machines/schemas';
import {
  Button,
  Cell,
  Column,
  Heading,
  Link,
  Row,
  Select,
  Stack,
  Table,
  TableBody,
  TableHeader,
  Text,
  TextField,
  useMediaQuery,
} from '@aarambh/ui';
import { useState } from 'react';
import { call } from '../api';
import { when } from '../labels';
import { AdminOnly } from '../layout/AdminOnly';
import { FilterPanel } from '../layout/FilterPanel';
import * as phoneLayout from '../layout/phone.css';
import { useLoad } from '../useLoad';
import { type AuditSubject, actionText, detailText, subjectOf, whoText } from './auditLines';

const ANY = 'any';

/** What a line is about: a link to the submission, an account, or a dash for nothing. */
function Subject({ subject }: { subject: AuditSubject }) {
  if (subject.type === 'submission') return <Link href={`/submissions/${subject.id}`}>{subject.text}</Link>;
  return subject.type === 'text' ? subject.text : '—';
}

const fromText = (client: string) => (client === 'cli' ? 'Server' : client);

/** On a phone: one card per line, what was done first. */
function Cards({ entries }: { entries: AuditRecord[] }) {
  return (
    <ul className={phoneLayout.cards} aria-label="Audit log">
      {entries.map((entry) => (
        <li key={entry.seq} className={phoneLayout.card}>
          <div className={phoneLayout.cardTop}>
            <Text weight="bold" as="span">
              {actionText(entry.action)}
            </Text>
            <Text size="sm" tone="muted" as="span">
              {when(entry.at)}
            </Text>
          </div>
          <Text size="sm" as="span">
            {whoText(entry)} · {fromText(entry.client)}
          </Text>
          <Text size="sm" as="span">
            <Subject subject={subjectOf(entry)} />
          </Text>
          <Text size="sm" tone="muted" as="span">
            {detailText(entry.detail)}
          </Text>
        </li>
      ))}
    </ul>
  );
}

interface AuditFilters {
  staff?: string;
  action?: AuditAction;
  from?: string;
  to?: string;
}

/** The audit log, newest first: who did what, on what, when and from where, filtered by person, action and days. */
export function AuditScreen() {
  const [filters, setFilters] = useState<AuditFilters>({});
  const [before, setBefore] = useState<number | undefined>();
  const [accounts] = useLoad(() => call('accounts'), 'accounts');
  const query = { ...filters, ...(before === undefined ? {} : { before: String(before) }) };
  const [page] = useLoad(() => call('audit', { query }), JSON.stringify(query));
  const entries = page.status === 'done' ? page.value.entries : [];
  const filter = (next: AuditFilters) => {
    setFilters(next);
    setBefore(undefined);
  };
  const active = Object.values(filters).filter(Boolean).length;
  const phone = useMediaQuery(phoneLayout.phoneQuery);
  const empty =
    page.status === 'done' ? (active > 0 ? 'No line matches these filters.' : 'No lines yet.') : 'Loading…';
  return (
    <AdminOnly>
      <Stack space="lg">
        <Heading level={1} size="2">
          Audit log
        </Heading>
        <FilterPanel label="Filter the audit log" active={active} onClear={() => filter({})}>
          <Select
            label="Person"
            options={[
              { value: ANY, label: 'Anyone' },
              ...(accounts.status === 'done'
                ? accounts.value.accounts.map((account) => ({ value: account.id, label: account.email }))
                : []),
            ]}
            value={filters.staff ?? ANY}
            onChange={(value) => filter({ ...filters, staff: value === ANY ? undefined : value })}
          />
          <Select
            label="Action"
            options={[
              { value: ANY, label: 'Any action' },
              ...auditActions.map((action) => ({ value: action, label: auditActionLabels[action] })),
            ]}
            value={filters.action ?? ANY}
            onChange={(value) =>
              filter({ ...filters, action: value === ANY ? undefined : (value as AuditAction) })
            }
          />
          <TextField
            label="From"
            type="date"
            value={filters.from ?? ''}
            onChange={(value) => filter({ ...filters, from: value || undefined })}
          />
          <TextField
            label="To"
            type="date"
            value={filters.to ?? ''}
            onChange={(value) => filter({ ...filters, to: value || undefined })}
          />
        </FilterPanel>
        {page.status === 'error' && (
          <div role="alert">
            <Text tone="critical">{page.message}</Text>
          </div>
        )}
        {phone ? (
          entries.length > 0 ? (
            <Cards entries={entries} />
          ) : (
            <Text tone="muted">{empty}</Text>
          )
        ) : (
          <Table aria-label="Audit log">
            <TableHeader>
              <Column isRowHeader>When</Column>
              <Column>Who</Column>
              <Column>What</Column>
              <Column>On</Column>
              <Column>From</Column>
              <Column>Details</Column>
            </TableHeader>
            <TableBody
              items={entries.map((entry) => ({ ...entry, id: entry.seq }))}
              renderEmptyState={() => empty}
            >
              {(entry) => {
                const subject = subjectOf(entry);
                return (
                  <Row id={entry.id}>
                    <Cell>{when(entry.at)}</Cell>
                    <Cell>{whoText(entry)}</Cell>
                    <Cell>{actionText(entry.action)}</Cell>
                    <Cell textValue={subject.type === 'none' ? '—' : subject.text}>
                      <Subject subject={subject} />
                    </Cell>
                    <Cell>{fromText(entry.client)}</Cell>
                    <Cell>{detailText(entry.detail)}</Cell>
                  </Row>
                );
              }}
            </TableBody>
          </Table>
        )}
        <div>
          <Button
            variant="secondary"
            isDisabled={entries.length < staffLimits.auditPageSize}
            onPress={() => setBefore(entries.at(-1)?.seq)}
          >
            Older entries
          </Button>
        </div>
      </Stack>
    </AdminOnly>
  );
}
