// An SMTP server in the test process (the smtp-server package): it records what it receives,
// and can be told to refuse every message, to test delivery and its failure for real.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

export interface TestSmtp {
  url: string;
  received: ReceivedMail[];
  /** While true, every message is refused with a 550 reply. */
  refuse: boolean;
  /** Connections opened so far, and the most open at once. */
  connections: { opened: number; mostAtOnce: number };
  close(): Promise<void>;
}

export async function startTestSmtp(): Promise<TestSmtp> {
  const state: { received: ReceivedMail[]; refuse: boolean } = { received: [], refuse: false };
  const connections = { opened: 0, mostAtOnce: 0 };
  let open = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onConnect(_session, callback) {
      connections.opened += 1;
      open += 1;
      connections.mostAtOnce = Math.max(connections.mostAtOnce, open);
      callback();
    },
    onClose() {
      open -= 1;
    },
    onRcptTo(address, _session, callback) {
      if (state.refuse) {
        const error = Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 });
        callback(error);
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        state.received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    get received() {
      return state.received;
    },
    get refuse() {
      return state.refuse;
    },
    set refuse(value: boolean) {
      state.refuse = value;
    },
    connections,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
