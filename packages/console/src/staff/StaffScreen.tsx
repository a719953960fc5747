import { dataRequestSchema, inviteSchema, validateFields } from '@aarambh/machines/schemas';
import {
  Alert,
  Badge,
  Button,
  Card,
  Cell,
  Column,
  CopyButton,
  Form,
  Heading,
  Inline,
  Modal,
  DialogTrigger,
  Row,
  Select,
  Stack,
  Table,
  TableBody,
  TableHeader,
  Text,
  TextField,
} from '@aarambh/ui';
import { type FormEvent, useState } from 'react';
import * as v from 'valibot';
import { CallError, call, download } from '../api';
import { when } from '../labels';
import { AdminOnly } from '../layout/AdminOnly';
import { useAction } from '../useAction';
import { useLoad } from '../useLoad';

const fieldsOf = (event: FormEvent<HTMLFormElement>) =>
  Object.fromEntries(new FormData(event.currentTarget)) as Record<string, string>;

/** A one-time enrolment link, shown once to the admin who passes it on. */
function LinkToPass({ link, email }: { link: string; email: string }) {
  return (
    <div role="status">
      <Stack space="xs">
        <Text weight="semibold">Send this link to {email} (valid 24 hours, once):</Text>
        <Inline space="sm" alignY="center">
          <code>{link}</code>
          <CopyButton value={link} />
        </Inline>
      </Stack>
    </div>
  );
}

/** Staff accounts (invite, reset, disable) and data requests (export, erase), for admins. */
export function StaffScreen() {
  const [accounts, reload] = useLoad(() => call('accounts'), 'accounts');
  const [inviteErrors, setInviteErrors] = useState<Record<string, string | undefined>>({});
  const [role, setRole] = useState<'reviewer' | 'admin'>('reviewer');
  const [link, setLink] = useState<{ link: string; email: string }>();
  const [requestErrors, setRequestErrors] = useState<Record<string, string | undefined>>({});
  const [subject, setSubject] = useState('');

  async function invite(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const fields: Record<string, string> = { ...fieldsOf(event), role };
    const found = validateFields(inviteSchema, fields);
    setInviteErrors(found);
    if (!v.is(inviteSchema, fields)) return;
    try {
      const answer = await call('invite', { body: fields });
      setLink({ link: answer.link, email: fields.email! });
      reload();
    } catch (error) {
      if (error instanceof CallError)
        setInviteErrors(error.errors.email ? error.errors : { email: error.message });
    }
  }

  const { run, pending } = useAction();
  const act = (name: 'reset' | 'disable', email: string) =>
    run(() => call(name, { body: { email } }), {
      done: () => (name === 'reset' ? `${email} must enrol again` : `${email} is disabled`),
      failed: 'Not changed',
      then: (answer) => {
        if ('link' in answer) setLink({ link: answer.link, email });
        reload();
      },
    });

  function checkSubject(): boolean {
    const found = validateFields(dataRequestSchema, { email: subject });
    setRequestErrors(found);
    return Object.keys(found).length === 0;
  }

  async function erase(close: () => void) {
    await run(() => call('dataErase', { body: { email: subject } }), {
      done: (erased) => ({
        title: 'Erased',
        description: `${erased.submissions} submissions, ${erased.files} files and ${erased.mails} e-mail records about ${subject}.`,
        tone: 'success',
      }),
      failed: 'Nothing erased',
      then: () => setSubject(''),
    });
    close();
  }

  return (
    <AdminOnly>
      <Stack space="xl">
        <Heading level={1} size="2">
          Staff and data requests
        </Heading>

        <Stack space="md">
          <Heading level={2} size="3">
            Staff accounts
          </Heading>
          {accounts.status === 'error' && <Alert tone="critical">{accounts.message}</Alert>}
          <Table aria-label="Staff accounts">
            <TableHeader>
              <Column isRowHeader>E-mail</Column>
              <Column>Role</Column>
              <Column>State</Column>
              <Column>Since</Column>
              <Column>Actions</Column>
            </TableHeader>
            <TableBody items={accounts.status === 'done' ? accounts.value.accounts : []}>
              {(account) => (
                <Row id={account.id}>
                  <Cell>{account.email}</Cell>
                  <Cell>{account.role === 'admin' ? 'Admin' : 'Reviewer'}</Cell>
                  <Cell>
                    <Badge
                      tone={
                        account.status === 'active'
                          ? 'success'
                          : account.status === 'invited'
                            ? 'info'
                            : 'neutral'
                      }
                    >
                      {account.status === 'active'
                        ? 'Active'
                        : account.status === 'invited'
                          ? 'Invited'
                          : 'Disabled'}
                    </Badge>
                  </Cell>
                  <Cell>{when(account.createdAt)}</Cell>
                  <Cell>
                    <Inline space="xs">
                      <Button
                        size="small"
                        variant="secondary"
                        onPress={() => void act('reset', account.email)}
                      >
                        Reset
                      </Button>
                      <DialogTrigger>
                        <Button size="small" variant="danger" isDisabled={account.status === 'disabled'}>
                          Disable
                        </Button>
                        <Modal
                          title={`Disable ${account.email}?`}
                          role="alertdialog"
                          size="small"
                          description="Their sessions end at once and they cannot sign in again until an admin resets the account."
                          footer={({ close }) => (
                            <Inline space="sm">
                              <Button variant="secondary" onPress={close}>
                                Keep the account
                              </Button>
                              <Button
                                variant="danger"
                                isPending={pending}
                                onPress={() => void act('disable', account.email).then(close)}
                              >
                                Disable
                              </Button>
                            </Inline>
                          )}
                        >
                          <Text>Their notes and changes stay in the history and the audit log.</Text>
                        </Modal>
                      </DialogTrigger>
                    </Inline>
                  </Cell>
                </Row>
              )}
            </TableBody>
          </Table>
          <Card padding="lg">
            <Form onSubmit={invite} errors={inviteErrors}>
              <Stack space="md">
                <Heading level={3} size="4">
                  Invite a member of staff
                </Heading>
                <Inline space="md" alignY="bottom">
                  <TextField name="email" type="email" label="E-mail" isRequired />
                  <Select
                    label="Role"
                    options={[
                      { value: 'reviewer', label: 'Reviewer: works submissions' },
                      { value: 'admin', label: 'Admin: also staff, exports, data requests, audit' },
                    ]}
                    value={role}
                    onChange={setRole}
                  />
                  <Button type="submit">Invite</Button>
                </Inline>
                {link && <LinkToPass {...link} />}
              </Stack>
            </Form>
          </Card>
        </Stack>

        <Stack space="md">
          <Heading level={2} size="3">
            Data requests
          </Heading>
          <Text>
            The privacy policy's rights of access and deletion for one e-mail address: everything held about
            it, as a JSON file, then its erasure.
          </Text>
          <Card padding="lg">
            <Stack space="md">
              <TextField
                label="The address the request is about"
                type="email"
                value={subject}
                onChange={setSubject}
                isInvalid={Boolean(requestErrors.email)}
                errorMessage={requestErrors.email}
              />
              <Inline space="sm">
                <Button
                  variant="secondary"
                  onPress={() => void (checkSubject() && download('dataExport', { email: subject }))}
                >
                  Download everything held
                </Button>
                <DialogTrigger>
                  <Button variant="danger" onPress={() => checkSubject()}>
                    Erase everything held…
                  </Button>
                  <Modal
                    title="Erase everything about this address?"
                    role="alertdialog"
                    description={`Every submission, resume and e-mail record about ${subject || 'the address'} is deleted for good.`}
                    footer={({ close }) => (
                      <Inline space="sm">
                        <Button variant="secondary" onPress={close}>
                          Keep it
                        </Button>
                        <Button
                          variant="danger"
                          isDisabled={!subject}
                          isPending={pending}
                          onPress={() => void erase(close)}
                        >
                          Erase
                        </Button>
                      </Inline>
                    )}
                  >
                    <Text>Download it first if the person asked for a copy.</Text>
                  </Modal>
                </DialogTrigger>
              </Inline>
            </Stack>
          </Card>
        </Stack>
      </Stack>
    </AdminOnly>
  );
}
