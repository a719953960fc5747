// A path's id reaches no query unless it is a UUID: on PostgreSQL a NUL or a stray byte in an id
// was an error of the database (a 500), on SQLite a lookup of a string no row can have.
import { staffCalls } from '@aarambh/machines/schemas';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testEngines } from '../../harness/engines.ts';
import { TestClock, staffClient } from '../../harness/staffClient.ts';
import { type TestApp, createTestApp, memoryTransport } from '../../harness/testApp.ts';

const engines = testEngines('path_ids');
const bad = [
  '%00',
  'abc%00def',
  '00000000-0000-4000-8000-00000000000%00',
  '..%2F..%2Fetc',
  'x'.repeat(300),
  '%C3%28',
];

describe.each(engines)('path ids (%s)', (_name, engine) => {
  const clock = new TestClock();
  let t: TestApp;
  afterEach(async () => t.close());
  const staff = staffClient(() => t.app, clock);

  it.each(['submission', 'resume'] as const)(
    'answers the %s call with 404 for an id that is not a UUID',
    async (name) => {
      const storage = await engine.open();
      t = await createTestApp(memoryTransport(), {
        ...(storage ? { storage } : {}),
        console: { now: clock.now, passwordCost: { logN: 10, r: 8, p: 1 } },
      });
      const admin = await staff.add(t.storage, 'lead@aarambhlabs.example', 'admin');
      const lookups = [vi.spyOn(t.storage, 'get'), vi.spyOn(t.storage.console, 'inboxItem')];
      for (const id of bad) {
        const response = await admin.get(staffCalls[name].path.replace(':id', id));
        expect(response.status, id).toBe(404);
      }
      for (const lookup of lookups) expect(lookup).not.toHaveBeenCalled();
    },
  );
});
