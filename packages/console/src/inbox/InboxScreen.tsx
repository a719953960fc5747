import {
  type InboxItem,
  type InboxQueryInput,
  type StaffCallBody,
  type Stage,
  applicationStages,
  messageStages,
  paymentStates,
  stageLabels,
  submissionKindNames,
} from '@aarambh/machines/schemas';
import {
  Badge,
  Button,
  Cell,
  Checkbox,
  Column,
  EmptyState,
  Heading,
  Inline,
  Pagination,
  Row,
  Select,
  Stack,
  Table,
  TableBody,
  TableHeader,
  Text,
  TextField,
  Toolbar,
  toasts,
} from '@aarambh/ui';
import { useState } from 'react';
import type { Selection, SortDescriptor } from 'react-aria-components';
import { useNavigate } from 'react-router-dom';
import { CallError, call, download } from '../api';
import { kindLabels, paymentLabels, paymentTones, stageOptions, stageTones, when } from '../labels';
import { useSession } from '../session';
import { useLoad } from '../useLoad';
import { inboxFilters } from './inboxFilters';
import * as styles from './InboxScreen.css';

const ALL = 'all';
const sortColumns = { created: 'created', name: 'name', kind: 'kind', stage: 'stage' } as const;

/** One list of everything that arrived: filters, search, sorting, pages, and changes to a selection. */
export function InboxScreen() {
  const { me } = useSession();
  const navigate = useNavigate();
  const [filters, setFiltersState] = useState<InboxQueryInput>(inboxFilters.get);
  const [search, setSearch] = useState(filters.q ?? '');
  const [selected, setSelected] = useState<Selection>(new Set());
  const [moveTo, setMoveTo] = useState<Stage | null>(null);
  const [page, reload] = useLoad(() => call('inbox', { body: filters }), JSON.stringify(filters));

  function setFilters(next: InboxQueryInput) {
    inboxFilters.set(next);
    setFiltersState(next);
    setSelected(new Set());
  }
  const filter = (key: keyof InboxQueryInput, value: string) =>
    setFilters({ ...filters, [key]: value === ALL ? undefined : value, page: 1 });

  const items = page.status === 'done' ? page.value.items : [];
  const ids = selected === 'all' ? items.map((item) => item.id) : [...selected].map(String);

  async function change(what: StaffCallBody<'change'>['change'], done: string) {
    try {
      const answer = await call('change', { body: { ids, change: what } });
      toasts.add({
        title: done,
        description: `${answer.changed.length} changed${answer.refused.length > 0 ? `, ${answer.refused.length} not: ${answer.message ?? 'not possible for them'}` : ''}.`,
        tone: answer.refused.length > 0 ? 'warning' : 'success',
      });
      setSelected(new Set());
      reload();
    } catch (error) {
      toasts.add({
        title: 'Nothing changed',
        description: error instanceof CallError ? error.message : undefined,
        tone: 'error',
      });
    }
  }

  const sortDescriptor: SortDescriptor = {
    column: filters.sort ?? 'created',
    direction: (filters.dir ?? 'desc') === 'desc' ? 'descending' : 'ascending',
  };

  return (
    <Stack space="lg">
      <Inline space="md" alignY="center">
        <Heading level={1} size="2">
          Inbox
        </Heading>
        {page.status === 'done' && (
          <Text tone="muted">{page.value.total.toLocaleString('en-IN')} submissions</Text>
        )}
      </Inline>

      <search className={styles.filters} aria-label="Filter the inbox">
        <Select
          label="Kind"
          options={[
            { value: ALL, label: 'Every kind' },
            ...submissionKindNames.map((kind) => ({ value: kind, label: kindLabels[kind] })),
          ]}
          value={filters.kind ?? ALL}
          onChange={(value) => filter('kind', value)}
        />
        <Select
          label="Stage"
          options={[
            { value: ALL, label: 'Every stage' },
            ...stageOptions([...applicationStages, ...messageStages]),
          ]}
          value={filters.stage ?? ALL}
          onChange={(value) => filter('stage', value)}
        />
        <Select
          label="Payment"
          options={[
            { value: ALL, label: 'Any payment' },
            ...paymentStates.map((state) => ({ value: state, label: paymentLabels[state] })),
          ]}
          value={filters.payment ?? ALL}
          onChange={(value) => filter('payment', value)}
        />
        <form
          className={styles.search}
          onSubmit={(event) => {
            event.preventDefault();
            setFilters({ ...filters, q: search.trim() || undefined, page: 1 });
          }}
        >
          <TextField
            label="Search names, addresses and messages"
            type="search"
            value={search}
            onChange={setSearch}
          />
          <Button type="submit" variant="secondary">
            Search
          </Button>
        </form>
        <Checkbox
          label="Unread only"
          isSelected={filters.unread ?? false}
          onChange={(unread) => setFilters({ ...filters, unread, page: 1 })}
        />
      </search>

      <Toolbar aria-label="Change the selected submissions">
        <Text size="sm" tone="muted">
          {ids.length} selected
        </Text>
        <div className={styles.moveTo}>
          <Select
            label="Move to"
            options={stageOptions([...applicationStages, ...messageStages])}
            value={moveTo}
            onChange={setMoveTo}
          />
        </div>
        <Button
          variant="secondary"
          isDisabled={ids.length === 0 || moveTo === null}
          onPress={() => {
            if (moveTo) void change({ type: 'stage', stage: moveTo }, `Moved to ${stageLabels[moveTo]}`);
          }}
        >
          Move
        </Button>
        <Button
          variant="secondary"
          isDisabled={ids.length === 0}
          onPress={() => void change({ type: 'read' }, 'Marked read')}
        >
          Mark read
        </Button>
        {me.role === 'admin' && (
          <>
            <Button variant="ghost" onPress={() => void download('export', { ...filters, format: 'csv' })}>
              Export CSV
            </Button>
            <Button variant="ghost" onPress={() => void download('export', { ...filters, format: 'json' })}>
              Export JSON
            </Button>
          </>
        )}
      </Toolbar>

      {page.status === 'error' ? (
        <div role="alert">
          <Text tone="critical">{page.message}</Text>
        </div>
      ) : (
        <Table
          aria-label="Submissions"
          aria-busy={page.status === 'loading'}
          selectionMode="multiple"
          selectedKeys={selected}
          onSelectionChange={setSelected}
          sortDescriptor={sortDescriptor}
          onSortChange={({ column, direction }) =>
            setFilters({
              ...filters,
              sort: sortColumns[String(column) as keyof typeof sortColumns],
              dir: direction === 'descending' ? 'desc' : 'asc',
              page: 1,
            })
          }
          onRowAction={(id) => void navigate(`/submissions/${String(id)}`)}
        >
          <TableHeader>
            <Column id="name" isRowHeader allowsSorting>
              From
            </Column>
            <Column id="kind" allowsSorting>
              Kind
            </Column>
            <Column id="subject">About</Column>
            <Column id="stage" allowsSorting>
              Stage
            </Column>
            <Column id="payment">Payment</Column>
            <Column id="created" allowsSorting>
              Received
            </Column>
          </TableHeader>
          <TableBody
            items={items}
            renderEmptyState={() =>
              page.status === 'loading' ? (
                <Text tone="muted">Loading…</Text>
              ) : (
                <EmptyState
                  title="Nothing here"
                  description="No submission matches these filters."
                  headingLevel={2}
                />
              )
            }
          >
            {(item: InboxItem) => (
              <Row id={item.id}>
                <Cell>
                  <span className={item.read ? undefined : styles.unread}>{item.name}</span>
                  {!item.read && (
                    <>
                      {' '}
                      <Badge tone="info">Unread</Badge>
                    </>
                  )}
                  <br />
                  <Text size="sm" tone="muted" as="span">
                    {item.email ?? 'no address'}
                  </Text>
                </Cell>
                <Cell>{kindLabels[item.kind]}</Cell>
                <Cell>{item.subject}</Cell>
                <Cell>
                  {item.stage ? <Badge tone={stageTones[item.stage]}>{stageLabels[item.stage]}</Badge> : '—'}
                </Cell>
                <Cell>
                  {item.payment ? (
                    <Badge tone={paymentTones[item.payment]}>{paymentLabels[item.payment]}</Badge>
                  ) : (
                    '—'
                  )}
                  {item.sharedTransaction && (
                    <>
                      {' '}
                      <Badge tone="critical" icon="warning">
                        Transaction id reused
                      </Badge>
                    </>
                  )}
                </Cell>
                <Cell>{when(item.createdAt)}</Cell>
              </Row>
            )}
          </TableBody>
        </Table>
      )}

      {page.status === 'done' && page.value.pageCount > 1 && (
        <Pagination
          label="Inbox pages"
          page={page.value.page}
          pageCount={page.value.pageCount}
          onPageChange={(next) => setFilters({ ...filters, page: next })}
        />
      )}
    </Stack>
  );
}
