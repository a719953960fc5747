// What signing in costs, counted in key derivations: none until someone signs in, and an unknown
// address checked against a hash of the same cost as a known one's.
import { staffMessages } from '@aarambh/machines/schemas';
import type * as crypto from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TestClock, staffClient } from '../../harness/staffClient.ts';
import { type TestApp, createTestApp, memoryTransport } from '../../harness/testApp.ts';

const derivations = vi.hoisted(() => [] as number[]);

vi.mock('node:crypto', async (original) => {
  const actual = await original<typeof crypto>();
  return {
    ...actual,
    scrypt: ((...args: Parameters<typeof crypto.scrypt>) => {
      derivations.push((args[3] as crypto.ScryptOptions).N!);
      return actual.scrypt(...args);
    }) as typeof crypto.scrypt,
  };
});

const cost = { logN: 10, r: 8, p: 1 };
const clock = new TestClock();
let t: TestApp;
beforeEach(async () => {
  derivations.length = 0;
  t = await createTestApp(memoryTransport(), { console: { now: clock.now, passwordCost: cost } });
});
afterEach(async () => {
  await t.close();
});
const staff = staffClient(() => t.app, clock);

describe('signing in', () => {
  it('derives no key when the app starts: the hash an unknown address is checked against waits for the first sign-in', () => {
    expect(derivations).toEqual([]);
  });

  it('checks an unknown address against a password hash of the same cost, and refuses it as a wrong password', async () => {
    const unknown = {
      email: 'nobody@aarambhlabs.example',
      secret: 'JBSWY3DPEHPK3PXP',
      password: 'a guess of some length',
    };
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const { response } = await staff.signIn(unknown);
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ success: false, message: staffMessages.signInFailed });
    }
    // The stand-in hash once, then one check for each attempt, each at the configured cost.
    expect(derivations).toEqual([2 ** cost.logN, 2 ** cost.logN, 2 ** cost.logN]);
  });
});
