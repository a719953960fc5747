import {
  type ChangeRequest,
  type StatementColumns,
  type StatementMatch,
  type StatementReport,
  amountDiffersReason,
  staffLimits,
} from '@aarambh/machines/schemas';
import {
  Badge,
  Button,
  Card,
  Cell,
  Column,
  EmptyState,
  FileDropZone,
  Heading,
  Inline,
  Link,
  Row,
  Select,
  Stack,
  Table,
  TableBody,
  TableHeader,
  Text,
  formatRupees,
} from '@aarambh/ui';
import { useState } from 'react';
import { CallError, call } from '../api';
import { refusalText, when } from '../labels';
import { AdminOnly } from '../layout/AdminOnly';
import { useAction } from '../useAction';
import * as styles from './PaymentsScreen.css';
import { Written } from '../Written';

const columnNames: { key: keyof StatementColumns; label: string }[] = [
  { key: 'date', label: 'Date column' },
  { key: 'reference', label: 'Reference (UTR) column' },
  { key: 'amount', label: 'Amount column' },
  { key: 'narration', label: 'Narration column' },
];
const NONE = '';

type PaymentChange = Extract<ChangeRequest['change'], { type: 'payment' }>;

/** What a row of a match table offers: one button, its words and its accessible name. */
interface MatchAction {
  label: string;
  column: string;
  name: (match: StatementMatch) => string;
  onPress: (match: StatementMatch) => void;
  isDisabled: boolean;
  variant?: 'primary' | 'secondary';
}

function MatchTable({
  label,
  matches,
  action,
}: {
  label: string;
  matches: StatementMatch[];
  action: MatchAction;
}) {
  return (
    <Table aria-label={label}>
      <TableHeader>
        <Column isRowHeader>Application</Column>
        <Column>Statement row</Column>
        <Column>Paid</Column>
        <Column>Fee</Column>
        <Column>{action.column}</Column>
      </TableHeader>
      <TableBody
        items={matches.map((match) => ({ ...match, id: `${match.row.line}-${match.application.id}` }))}
      >
        {(match) => (
          <Row id={match.id}>
            <Cell>
              <Link href={`/submissions/${match.application.id}`}>
                <Written>{match.application.name}</Written>
              </Link>
              <br />
              <Text size="sm" tone="muted" as="span">
                applied {when(match.application.createdAt)}
              </Text>
              {match.application.sharedWith > 0 && (
                <>
                  <br />
                  <Badge tone="critical" icon="warning">
                    {reusedText(match.application.sharedWith)}
                  </Badge>
                </>
              )}
            </Cell>
            <Cell>
              Line {match.row.line}, {match.row.date}
              <br />
              <Text size="sm" tone="muted" as="span">
                {match.row.utr ?? match.row.reference}
              </Text>
            </Cell>
            <Cell>{match.row.amount === null ? '—' : formatRupees(match.row.amount)}</Cell>
            <Cell>{formatRupees(match.application.amount)}</Cell>
            <Cell>
              <Button
                size="small"
                variant={action.variant ?? 'primary'}
                isDisabled={action.isDisabled}
                onPress={() => action.onPress(match)}
                aria-label={action.name(match)}
              >
                {action.label}
              </Button>
            </Cell>
          </Row>
        )}
      </TableBody>
    </Table>
  );
}

/** The warning on a match whose transaction id other applications gave too. */
export const reusedText = (others: number) =>
  `Transaction id also given by ${others === 1 ? 'another application' : `${others} other applications`}`;

/**
 * A bank or UPI statement against the payments waiting for verification: rows whose reference
 * and amount match are offered for one-click verification, the rest listed apart. The file is
 * read here and sent as text; the server keeps only the column mapping.
 */
export function PaymentsScreen() {
  const [csv, setCsv] = useState<{ name: string; size: number; text: string } | null>(null);
  const [report, setReport] = useState<StatementReport | null>(null);
  const [problem, setProblem] = useState<string>();

  async function read(text: string, columns?: StatementColumns) {
    try {
      setProblem(undefined);
      setReport(await call('statement', { body: { csv: text, ...(columns ? { columns } : {}) } }));
    } catch (error) {
      setProblem(error instanceof CallError ? error.message : 'The statement could not be read.');
    }
  }

  // After a change the statement is read again, so that what was verified leaves the lists.
  const { run, pending } = useAction();
  const reread = () => {
    if (csv) void read(csv.text, report?.columns);
  };
  const payment = (ids: string[], change: PaymentChange, done: string, failed: string) =>
    void run(() => call('change', { body: { ids, change } }), {
      done: (answer) => ({
        title: `${answer.changed.length} ${done}`,
        ...(answer.refused.length > 0
          ? { description: refusalText(answer.refused), tone: 'warning' }
          : { tone: 'success' }),
      }),
      failed,
      then: reread,
    });
  const verify = (ids: string[]) =>
    payment(
      ids,
      { type: 'payment', payment: 'verified' },
      ids.length === 1 ? 'payment verified' : 'payments verified',
      'Nothing verified',
    );

  return (
    <AdminOnly>
      <Stack space="lg">
        <Heading level={1} size="2">
          Payments
        </Heading>
        <Text>
          Import a bank or UPI statement (CSV) to verify the fees waiting for it. Rows are matched by the
          12-digit UPI reference (in the reference column or inside the narration) and the amount.
        </Text>
        <Card padding="lg">
          <Stack space="md">
            <FileDropZone
              label="Statement"
              description="A CSV file from your bank, at most 2 MB"
              acceptedTypes={['.csv', 'text/csv']}
              maxBytes={staffLimits.statementMaxBytes}
              file={csv ? { name: csv.name, size: csv.size } : null}
              onChange={(file) => {
                setReport(null);
                if (!file) return setCsv(null);
                void file.text().then((text) => {
                  setCsv({ name: file.name, size: file.size, text });
                  void read(text);
                });
              }}
            />
            {problem && (
              <div role="alert">
                <Text tone="critical">{problem}</Text>
              </div>
            )}
            {report && csv && (
              <div className={styles.columns}>
                {columnNames.map(({ key, label }) => (
                  <Select
                    key={key}
                    label={label}
                    options={[
                      { value: NONE, label: 'None' },
                      ...report.headers.map((header) => ({ value: header, label: header })),
                    ]}
                    value={report.columns[key]}
                    onChange={(value) => void read(csv.text, { ...report.columns, [key]: value })}
                  />
                ))}
              </div>
            )}
          </Stack>
        </Card>

        {report && (
          <>
            <Stack space="md">
              <Inline space="md" alignY="center">
                <Heading level={2} size="3">
                  Matching payments ({report.matches.length})
                </Heading>
                {report.matches.length > 1 && (
                  <Button
                    isDisabled={pending}
                    onPress={() => verify(report.matches.map((match) => match.application.id))}
                  >
                    Verify all {report.matches.length}
                  </Button>
                )}
              </Inline>
              {report.matches.length === 0 ? (
                <EmptyState
                  title="No matching payment"
                  description="No row matches a payment waiting for verification."
                  headingLevel={3}
                />
              ) : (
                <MatchTable
                  label="Matching payments"
                  matches={report.matches}
                  action={{
                    label: 'Verify',
                    column: 'Verify',
                    name: (match) => `Verify ${match.application.name}'s payment`,
                    onPress: (match) => verify([match.application.id]),
                    isDisabled: pending,
                  }}
                />
              )}
            </Stack>
            <Stack space="md">
              <Heading level={2} size="3">
                Amount differs from the fee ({report.mismatches.length})
              </Heading>
              {report.mismatches.length > 0 && (
                <>
                  <Text>
                    Open an application to verify its payment all the same, or mark it not verified: &ldquo;
                    {amountDiffersReason}&rdquo;.
                  </Text>
                  <MatchTable
                    label="Amount differs from the fee"
                    matches={report.mismatches}
                    action={{
                      label: 'Mark not verified',
                      column: 'Payment',
                      name: (match) => `Mark not verified: ${match.application.name}'s payment`,
                      onPress: (match) =>
                        payment(
                          [match.application.id],
                          { type: 'payment', payment: 'rejected', reason: amountDiffersReason },
                          'payment marked not verified',
                          'Nothing changed',
                        ),
                      isDisabled: pending,
                      variant: 'secondary',
                    }}
                  />
                </>
              )}
            </Stack>
            <Stack space="md">
              <Heading level={2} size="3">
                Rows that match no application ({report.unmatched.length})
              </Heading>
              {report.unmatched.length > 0 && (
                <Table aria-label="Rows that match no application">
                  <TableHeader>
                    <Column isRowHeader>Line</Column>
                    <Column>Date</Column>
                    <Column>Reference</Column>
                    <Column>Amount</Column>
                  </TableHeader>
                  <TableBody items={report.unmatched.map((row) => ({ ...row, id: row.line }))}>
                    {(row) => (
                      <Row id={row.id}>
                        <Cell>{row.line}</Cell>
                        <Cell>{row.date}</Cell>
                        <Cell>{row.reference}</Cell>
                        <Cell>{row.amount === null ? '—' : formatRupees(row.amount)}</Cell>
                      </Row>
                    )}
                  </TableBody>
                </Table>
              )}
            </Stack>
          </>
        )}
      </Stack>
    </AdminOnly>
  );
}
