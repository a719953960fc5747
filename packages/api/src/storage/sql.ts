// SQL written once for both engines. Texts hold `?` placeholders, as SQLite takes them; PostgreSQL
// takes `$1`, `$2`, ..., which `numbered` writes in their place. What differs between the engines
// stays in each engine's file: full-text search, JSON functions, arrays, and the values (SQLite
// stores times as ISO text, PostgreSQL as timestamptz).

const cache = new Map<string, string>();

/**
 * `sql` with its `?` placeholders numbered for PostgreSQL (`$1`, `$2`, ... in order); a `?` in a
 * quoted string or identifier stays as it is. Each text is numbered once and then cached: the
 * texts are this code's own, a bounded set (the filters' combinations at most), never a value.
 */
export function numbered(sql: string): string {
  let text = cache.get(sql);
  if (text === undefined) {
    let n = 0;
    text = sql.replace(/'(?:[^']|'')*'|"(?:[^"]|"")*"|\?/g, (match) => (match === '?' ? `$${++n}` : match));
    cache.set(sql, text);
  }
  return text;
}

/**
 * The submissions (`s`) a purge rule names, as a condition with `?` placeholders and its values in
 * order (`before` as the rule's Date: each engine writes it its way).
 */
export function purgeRuleCondition(rule: {
  kinds: readonly string[];
  before: Date;
  stages?: readonly string[];
  paid?: boolean;
}): { sql: string; values: (string | Date)[] } {
  const marks = (values: readonly unknown[]) => values.map(() => '?').join(', ');
  let sql = `s.kind IN (${marks(rule.kinds)}) AND s.created_at < ?`;
  const values: (string | Date)[] = [...rule.kinds, rule.before];
  if (rule.stages) {
    sql += ` AND EXISTS (SELECT 1 FROM inbox i WHERE i.submission_id = s.id AND i.stage IN (${marks(rule.stages)}))`;
    values.push(...rule.stages);
  }
  if (rule.paid !== undefined)
    sql += ` AND ${rule.paid ? '' : 'NOT '}EXISTS (SELECT 1 FROM receipts r WHERE r.submission_id = s.id)`;
  return { sql, values };
}
