import type { AuditAction } from '@aarambh/machines/schemas';
import type { Storage } from './storage/types.ts';

/**
 * The audit log's writer for commands run on the server itself (`npm run staff`, the data-request
 * and purge CLI, restore): no member of staff is signed in, so the line names the `cli` as its client.
 */
export const cliAudit =
  (storage: Storage) =>
  (action: AuditAction, target: string | null, detail: Record<string, unknown> = {}) =>
    storage.console.audit({
      at: new Date(),
      staffId: null,
      staffEmail: null,
      action,
      target,
      client: 'cli',
      detail,
    });
