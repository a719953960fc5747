import type { IncidentView } from '@aarambh/machines/schemas';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { answerCallsWith, lastCall } from '../../harness/storyApi';
import { IncidentRecord } from './IncidentRecord';
import { OpenIncident } from './OpenIncident';

const now = new Date('2026-11-26T08:00:00.000Z');

const open: IncidentView = {
  id: '5d2f7b1e-3c4a-4e8b-9f10-6a7b8c9d0e1f',
  summary: 'A copy of the contact inbox was readable at a public link for two days.',
  detectedAt: '2026-11-26T04:30:00.000Z',
  openedAt: '2026-11-26T05:10:00.000Z',
  openedBy: 'lead@aarambhlabs.example',
  certInDueAt: '2026-11-26T10:30:00.000Z',
  boardDueAt: '2026-11-29T04:30:00.000Z',
  status: 'open',
  people: 2,
  records: { by: 'kinds', kinds: ['contact'], from: '2026-11-01', to: '2026-11-25' },
  addresses: ['asha.rao@example.com', 'ravi.k@example.com'],
  notice: {
    subject: 'Aarambh Labs: a personal data breach that affects you',
    body: [
      'What happened',
      'A copy of the contact inbox was readable at a public link for two days.',
      '',
      'What it may mean for you',
      'Someone could write to you pretending to be us.',
      '',
      'What we have done and are doing',
      'We removed the link and reported it.',
      '',
      'What you can do',
      'Be wary of messages asking for money in our name.',
      '',
      'Who can answer your questions',
      'Our Grievance Officer (data protection), at grievance@aarambhlabs.example.',
    ].join('\n'),
  },
  notifiedAt: null,
  noticesQueued: 0,
};

const notified: IncidentView = {
  ...open,
  status: 'notified',
  notifiedAt: '2026-11-26T07:45:00.000Z',
  noticesQueued: 2,
};

const meta = {
  title: 'Console/Incidents/Incident',
  component: IncidentRecord,
  parameters: { layout: 'padded' },
  globals: { viewport: { value: '1280x2800' } },
  // The console's calls answered in the page, as the API does; the play reads what was sent.
  beforeEach: answerCallsWith({ incident: notified }),
  args: { incident: open, now, onChanged: fn() },
} satisfies Meta<typeof IncidentRecord>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Open, within both deadlines: the clocks in IST with the time left, the people, and the notice,
 * which is sent only after a second, explicit confirmation, with the text as edited.
 */
export const Open: Story = {
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    const cert = page.getByRole('region', { name: 'CERT-In report' });
    await expect(within(cert).getByText('2 h 30 min left')).toBeVisible();
    await expect(within(cert).getByText(/Due 26 Nov 2026, 4:00/)).toBeVisible();
    const board = page.getByRole('region', { name: 'Data Protection Board report' });
    await expect(within(board).getByText('68 h 30 min left')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Affected people: 2' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Affected people: 2' })).toHaveTextContent(
      'ravi.k@example.com',
    );

    const notice = page.getByRole('textbox', { name: /^Notice/ });
    await userEvent.type(notice, ' We are sorry.');
    await userEvent.click(page.getByRole('button', { name: 'Review and send' }));
    await expect(globalThis.fetch).not.toHaveBeenCalled();
    await userEvent.click(page.getByRole('button', { name: 'Confirm and send' }));
    await waitFor(() => expect(args.onChanged).toHaveBeenCalledWith(notified));
    await expect(lastCall()).toEqual({
      path: '/api/staff/incidents/notices',
      body: { id: open.id, subject: open.notice.subject, body: `${open.notice.body} We are sorry.` },
    });
  },
};

/** A notice emptied: its error beside the field, and nothing sent. */
export const EmptyNotice: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.clear(page.getByRole('textbox', { name: /^Notice/ }));
    await userEvent.click(page.getByRole('button', { name: 'Review and send' }));
    await expect(page.getByRole('textbox', { name: /^Notice/ })).toHaveAccessibleDescription(
      /Write the notice\./,
    );
    await expect(page.queryByRole('button', { name: 'Confirm and send' })).toBeNull();
    await expect(globalThis.fetch).not.toHaveBeenCalled();
  },
};

/** Past the CERT-In deadline: shown as overdue. */
export const Overdue: Story = {
  args: { now: new Date('2026-11-26T11:45:00.000Z') },
  play: async ({ canvasElement }) => {
    const cert = within(canvasElement).getByRole('region', { name: 'CERT-In report' });
    await expect(within(cert).getByText('Overdue by 1 h 15 min')).toBeVisible();
  },
};

/** Notified: the notice as sent, read only, with how many went and when. */
export const Notified: Story = {
  args: { incident: notified },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('heading', { name: 'Notice sent' })).toBeVisible();
    await expect(page.getByText(/2 e-mails/)).toBeVisible();
    await expect(page.queryByRole('textbox')).toBeNull();
  },
};

/** Opening an incident: the schema's errors first, then the call with the chosen records. */
export const Opening: StoryObj<typeof OpenIncident> = {
  render: (args) => <OpenIncident {...args} />,
  args: { onOpened: fn() },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    await userEvent.click(page.getByRole('button', { name: 'Open the incident' }));
    await expect(globalThis.fetch).not.toHaveBeenCalled();
    await expect(page.getByRole('textbox', { name: /What happened/ })).toHaveAccessibleDescription(
      /Say what happened\./,
    );
    await userEvent.type(page.getByRole('textbox', { name: /What happened/ }), 'A public link to the inbox.');
    await userEvent.type(page.getByLabelText(/Detected at/), '2026-11-26T10:00');
    await userEvent.click(page.getByRole('checkbox', { name: 'Contact message' }));
    await userEvent.type(page.getByLabelText(/From/), '2026-11-01');
    await userEvent.type(page.getByLabelText(/^To/), '2026-11-25');
    await userEvent.click(page.getByRole('button', { name: 'Open the incident' }));
    await waitFor(() => expect(args.onOpened).toHaveBeenCalledWith(notified));
    await expect(lastCall()).toEqual({
      path: '/api/staff/incidents',
      body: {
        summary: 'A public link to the inbox.',
        detectedAt: '2026-11-26T10:00',
        records: { by: 'kinds', kinds: ['contact'], from: '2026-11-01', to: '2026-11-25' },
      },
    });
  },
};
