import * as v from 'valibot';
import { type ErrorReport, errorReportKinds, errorReportLimits, errorReportProducts } from './errorReport.ts';

const text = (max: number) => v.pipe(v.string(), v.maxLength(max));

/**
 * A report's body as the API takes it: these fields and no others (a form's values have no place
 * in it). Its texts are cut to their limits by the browser, so a longer one is not this hook's.
 */
export const errorReportSchema = v.strictObject({
  product: v.picklist(errorReportProducts),
  kind: v.picklist(errorReportKinds),
  name: text(errorReportLimits.name),
  message: text(errorReportLimits.message),
  stack: v.optional(text(errorReportLimits.stack)),
  path: v.pipe(text(errorReportLimits.path), v.startsWith('/')),
}) satisfies v.GenericSchema<unknown, ErrorReport>;
