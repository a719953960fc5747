// The privacy policy's retention list, printed from the API's retention table: the purge deletes
// by the same rows, so what the policy says is what happens.
import { lengthText, retentionPeriods } from '@aarambh/api/retention';

export const retentionItems: string[] = retentionPeriods.map(
  (period) =>
    `${period.what}: ${period.purge === 'kept at least' ? 'at least ' : ''}${lengthText(period.keep)} ${period.from} (${period.why}).`,
);
