import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { auditActions, auditQuerySchema, auditTarget, readAuditTarget } from './staff.ts';

describe("the audit log's targets and filters", () => {
  it('writes a target as <kind>:<value> and reads back only the kinds it knows', () => {
    const id = '0b7c2a4e-1d3f-4c5b-9a6e-7f8d9e0a1b2c';
    expect(auditTarget('submission', id)).toBe(`submission:${id}`);
    expect(readAuditTarget(auditTarget('staff', 'a@b.example'))).toEqual({
      kind: 'staff',
      value: 'a@b.example',
    });
    expect(readAuditTarget(auditTarget('email', 'ab12'))).toEqual({ kind: 'email', value: 'ab12' });
    for (const other of [null, '', id, ':x', 'opportunity:3']) expect(readAuditTarget(other)).toBeNull();
  });

  it('takes a known action, an account id and days, and nothing else', () => {
    const parse = (query: Record<string, string>) => v.safeParse(auditQuerySchema, query).success;
    expect(
      parse({
        before: '120',
        staff: '0b7c2a4e-1d3f-4c5b-9a6e-7f8d9e0a1b2c',
        action: auditActions[0]!,
        from: '2026-11-01',
        to: '2026-11-30',
      }),
    ).toBe(true);
    const refused: Record<string, string>[] = [
      { action: 'drop-table' },
      { staff: 'lead@aarambhlabs.example' },
      { from: '1 Nov 2026' },
      { before: '-1' },
    ];
    for (const bad of refused) expect(parse(bad), JSON.stringify(bad)).toBe(false);
  });
});
