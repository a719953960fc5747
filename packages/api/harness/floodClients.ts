// The sign-in flood of `flood.ts`, on a thread of its own so that its answers keep the probes'
// event loop free: `clients` loops, each sending the next sign-in as soon as the last is answered,
// each from a new address in X-Forwarded-For and for an address with no account (so each costs a
// hash), until `until`. With `control`, the same requests carry a body the call refuses (400)
// before it takes a place in the hashing pool: the same flood of requests, without a hash.
// Posts the answers' statuses with their times, and the last address used.
import { parentPort, workerData } from 'node:worker_threads';
import { staffCalls } from '@aarambh/machines/schemas';

const { url, clients, until, firstAddress, siteUrl, control } = workerData as {
  url: string;
  clients: number;
  until: number;
  firstAddress: number;
  siteUrl: string;
  control: boolean;
};
let address = firstAddress;
const answers = new Map<number, number[]>();

async function signIn() {
  while (Date.now() < until) {
    address += 1;
    const started = performance.now();
    const response = await fetch(`${url}${staffCalls.signIn.path}`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Origin: siteUrl,
        'Sec-Fetch-Site': 'same-origin',
        'X-Forwarded-For': `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`,
      },
      body: JSON.stringify({
        email: control ? `guess${address} at aarambhlabs.example` : `guess${address}@aarambhlabs.example`,
        password: `a guessed password ${address}`,
        code: '123456',
      }),
    });
    await response.arrayBuffer();
    const times = answers.get(response.status) ?? [];
    times.push(performance.now() - started);
    answers.set(response.status, times);
  }
}

await Promise.all(Array.from({ length: clients }, signIn));
parentPort!.postMessage({ answers: [...answers], address });
