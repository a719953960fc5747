import { describe, expect, it } from 'vitest';
import { consoleSql } from './consoleSql.ts';
import { numbered } from './sql.ts';

describe('SQL written once for both engines', () => {
  it('numbers each ? in order for PostgreSQL, and leaves a ? in a quoted string or name as it is', () => {
    expect(numbered('UPDATE t SET a = ?, b = ? WHERE c = ? AND d < ?')).toBe(
      'UPDATE t SET a = $1, b = $2 WHERE c = $3 AND d < $4',
    );
    expect(numbered(`SELECT 'why?', 'it''s ?', "odd?name" FROM t WHERE a = ?`)).toBe(
      `SELECT 'why?', 'it''s ?', "odd?name" FROM t WHERE a = $1`,
    );
    expect(numbered('SELECT 1')).toBe('SELECT 1');
  });

  it("holds no PostgreSQL placeholder in the console's shared texts: each is written with ? alone", () => {
    for (const [name, text] of Object.entries(consoleSql)) expect(text, name).not.toMatch(/\$\d/);
  });
});
