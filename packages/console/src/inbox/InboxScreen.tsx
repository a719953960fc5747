import { type Stage, allStages, canMove, paymentStates } from '@aarambh/machines/pipeline';
import {
  type InboxItem,
  type InboxQueryInput,
  type StaffCallBody,
  submissionKindNames,
} from '@aarambh/machines/schemas';
import {
  Alert,
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
  VisuallyHidden,
  useMediaQuery,
} from '@aarambh/ui';
import { useState } from 'react';
import type { Selection, SortDescriptor } from 'react-aria-components';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { call, download } from '../api';
import {
  kindLabels,
  paymentLabels,
  paymentTones,
  refusalText,
  stageLabels,
  stageOptions,
  stageTones,
  when,
} from '../labels';
import { useSession } from '../session';
import { useAction } from '../useAction';
import { useLoad } from '../useLoad';
import { inboxFilters } from './inboxFilters';
import * as styles from './InboxScreen.css';
import { FilterPanel } from '../layout/FilterPanel';
import * as phoneLayout from '../layout/phone.css';
import { Written } from '../Written';

const ALL = 'all';
const sortColumns = { created: 'created', name: 'name', kind: 'kind', stage: 'stage' } as const;
/** Rows drawn while the first page loads (a page holds more; these fill the first screen). */
const LOADING_ROWS = 8;

/** The filters a person set (the page and the sort order are not filters). */
const activeFilters = (filters: InboxQueryInput) =>
  [filters.kind, filters.stage, filters.payment, filters.q, filters.unread || undefined].filter(
    (value) => value !== undefined,
  ).length;

/** A submission's stage, payment and reused-transaction flag, as badges. */
function Flags({ item }: { item: InboxItem }) {
  return (
    <>
      {item.stage && <Badge tone={stageTones[item.stage]}>{stageLabels[item.stage]}</Badge>}
      {item.payment && <Badge tone={paymentTones[item.payment]}>{paymentLabels[item.payment]}</Badge>}
      {item.sharedTransaction && (
        <Badge tone="critical" icon="warning">
          Transaction id reused
        </Badge>
      )}
    </>
  );
}

/** On a phone: one card per submission, the whole card a link to it. */
function Cards({ items, loading }: { items: InboxItem[]; loading: boolean }) {
  if (loading)
    return (
      <ul className={phoneLayout.cards} aria-label="Submissions" aria-busy="true">
        {Array.from({ length: 4 }, (_, index) => (
          <li key={index} className={phoneLayout.card}>
            <span className={styles.skeleton} style={{ width: '60%' }} />
            <span className={styles.skeleton} style={{ width: '85%' }} />
            <span className={styles.skeleton} style={{ width: '40%' }} />
          </li>
        ))}
      </ul>
    );
  return (
    <ul className={phoneLayout.cards} aria-label="Submissions">
      {items.map((item) => (
        <li key={item.id} className={phoneLayout.card}>
          <div className={phoneLayout.cardTop}>
            <RouterLink
              to={`/submissions/${item.id}`}
              className={`${styles.cardLink} ${item.read ? '' : styles.unread}`}
            >
              {!item.read && <VisuallyHidden>Unread: </VisuallyHidden>}
              <Written>{item.name}</Written>
            </RouterLink>
            <Text size="sm" tone="muted" as="span">
              {when(item.createdAt)}
            </Text>
          </div>
          <Text size="sm" as="span">
            {kindLabels[item.kind]} · {item.subject}
          </Text>
          <Text size="sm" tone="muted" as="span">
            {item.reference}
          </Text>
          <span className={styles.badges}>
            <Flags item={item} />
          </span>
        </li>
      ))}
    </ul>
  );
}

/** One list of everything that arrived: filters, search, sorting, pages, and changes to a selection. */
export function InboxScreen() {
  const { me } = useSession();
  const navigate = useNavigate();
  const phone = useMediaQuery(phoneLayout.phoneQuery);
  const [filters, setFiltersState] = useState<InboxQueryInput>(inboxFilters.get);
  const [search, setSearch] = useState(filters.q ?? '');
  const [selected, setSelected] = useState<Selection>(new Set());
  const [moveTo, setMoveTo] = useState<Stage | null>(null);
  const [page, reload] = useLoad(() => call('inbox', { body: filters }), JSON.stringify(filters));
  const { run } = useAction();

  function setFilters(next: InboxQueryInput) {
    inboxFilters.set(next);
    setFiltersState(next);
    setSelected(new Set());
  }
  const filter = (key: keyof InboxQueryInput, value: string) =>
    setFilters({ ...filters, [key]: value === ALL ? undefined : value, page: 1 });
  const active = activeFilters(filters);
  function clearFilters() {
    setSearch('');
    setFilters({ ...(filters.sort ? { sort: filters.sort, dir: filters.dir } : {}), page: 1 });
  }

  const items = page.status === 'done' ? page.value.items : [];
  const ids = selected === 'all' ? items.map((item) => item.id) : [...selected].map(String);
  // The stages at least one selected submission may move to now (the pipeline's rules).
  const chosen = items.filter((item) => ids.includes(item.id));
  const moves = allStages.filter((to) =>
    chosen.some((item) => canMove(item.kind, item.stage, to, { payment: item.payment, role: me.role }).ok),
  );

  const change = (what: StaffCallBody<'change'>['change'], done: string) =>
    run(() => call('change', { body: { ids, change: what } }), {
      done: (answer) => ({
        title: done,
        description: `${answer.changed.length} changed${answer.refused.length > 0 ? `, ${answer.refused.length} not. ${refusalText(answer.refused)}` : '.'}`,
        tone: answer.refused.length > 0 ? 'warning' : 'success',
      }),
      failed: 'Nothing changed',
      then: () => {
        setSelected(new Set());
        reload();
      },
    });

  const sortDescriptor: SortDescriptor = {
    column: filters.sort ?? 'created',
    direction: (filters.dir ?? 'desc') === 'desc' ? 'descending' : 'ascending',
  };

  const loading = page.status === 'loading';
  const loadingRows = Array.from({ length: LOADING_ROWS }, (_, index) => ({ id: `loading-${index}` }));

  return (
    <Stack space={phone ? 'md' : 'lg'}>
      <Inline space="md" alignY="center">
        <Heading level={1} size={phone ? '3' : '2'}>
          Inbox
        </Heading>
        {page.status === 'done' && (
          <Text tone="muted">{page.value.total.toLocaleString('en-IN')} submissions</Text>
        )}
      </Inline>

      <FilterPanel label="Filter the inbox" active={active} onClear={clearFilters}>
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
          options={[{ value: ALL, label: 'Every stage' }, ...stageOptions(allStages)]}
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
            label="Search names, addresses, messages or a reference"
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
      </FilterPanel>

      {!phone && (
        <Toolbar aria-label="Change the selected submissions">
          <Text size="sm" tone="muted">
            {ids.length} selected
          </Text>
          <div className={styles.moveTo}>
            <Select
              label="Move to"
              options={stageOptions(chosen.length > 0 ? moves : allStages)}
              value={moveTo}
              onChange={setMoveTo}
            />
          </div>
          <Button
            variant="secondary"
            isDisabled={ids.length === 0 || moveTo === null || !moves.includes(moveTo)}
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
      )}

      {page.status === 'error' ? (
        <Alert tone="critical">{page.message}</Alert>
      ) : page.status === 'done' && items.length === 0 ? (
        <EmptyState
          title="Nothing here"
          description={active > 0 ? 'No submission matches these filters.' : 'Nothing has arrived yet.'}
          headingLevel={2}
          action={
            active > 0 ? (
              <Button variant="secondary" onPress={clearFilters}>
                Clear filters
              </Button>
            ) : undefined
          }
        />
      ) : phone ? (
        <Cards items={items} loading={loading} />
      ) : (
        <div className={styles.fixedColumns}>
          <Table
            aria-label="Submissions"
            aria-busy={loading}
            density="compact"
            selectionMode="multiple"
            disabledKeys={loading ? loadingRows.map((row) => row.id) : undefined}
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
            {loading ? (
              <TableBody items={loadingRows}>
                {(row) => (
                  <Row id={row.id} textValue="Loading">
                    {[70, 55, 80, 50, 60, 65].map((width, index) => (
                      <Cell key={index}>
                        {index === 0 && <VisuallyHidden>Loading</VisuallyHidden>}
                        <span className={styles.skeleton} style={{ width: `${width}%` }} />
                      </Cell>
                    ))}
                  </Row>
                )}
              </TableBody>
            ) : (
              <TableBody items={items}>
                {(item: InboxItem) => (
                  <Row id={item.id} textValue={item.name}>
                    <Cell>
                      <span className={item.read ? undefined : styles.unread}>
                        {!item.read && <VisuallyHidden>Unread: </VisuallyHidden>}
                        <Written>{item.name}</Written>
                      </span>
                      <br />
                      <Text size="sm" tone="muted" as="span">
                        {item.email ?? 'no address'}
                      </Text>
                    </Cell>
                    <Cell>
                      {kindLabels[item.kind]}
                      <br />
                      <Text size="sm" tone="muted" as="span">
                        {item.reference}
                      </Text>
                    </Cell>
                    <Cell>
                      <span className={item.read ? undefined : styles.unread}>{item.subject}</span>
                    </Cell>
                    <Cell>
                      {item.stage ? (
                        <Badge tone={stageTones[item.stage]}>{stageLabels[item.stage]}</Badge>
                      ) : (
                        '—'
                      )}
                    </Cell>
                    <Cell>
                      <Inline space="xxs">
                        {item.payment ? (
                          <Badge tone={paymentTones[item.payment]}>{paymentLabels[item.payment]}</Badge>
                        ) : (
                          '—'
                        )}
                        {item.sharedTransaction && (
                          <Badge tone="critical" icon="warning">
                            Transaction id reused
                          </Badge>
                        )}
                      </Inline>
                    </Cell>
                    <Cell>{when(item.createdAt)}</Cell>
                  </Row>
                )}
              </TableBody>
            )}
          </Table>
        </div>
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
