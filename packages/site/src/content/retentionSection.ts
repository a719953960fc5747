// The privacy policy's retention section, printed from the API's retention table: the purge deletes
// by the same rows, so what the policy says is what happens.
import { lengthText, retentionPeriods } from '@aarambh/api/retention';
import type { Policy } from './schemas';

export const retentionSection: Policy['sections'][number] = {
  id: 'data-retention',
  heading: 'Data Retention',
  paragraphs: [
    'We keep each kind of record only as long as its purpose or the law needs, then delete it: a purge runs every day and deletes what is due, with its files and e-mail copies.',
  ],
  items: retentionPeriods.map(
    (period) =>
      `${period.what}: ${period.purge === 'kept at least' ? 'at least ' : ''}${lengthText(period.keep)} ${period.from} (${period.why}).`,
  ),
};
