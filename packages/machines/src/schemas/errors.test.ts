import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { fieldErrors, validateFields } from './errors.ts';

describe('fieldErrors', () => {
  const schema = v.object({
    name: v.pipe(
      v.string('Name is required'),
      v.minLength(2, 'Too short'),
      v.regex(/^[a-z]+$/, 'Letters only'),
    ),
    tags: v.array(v.string('Tag must be text')),
  });

  it('keeps the first message of each field, by dot path', () => {
    const result = v.safeParse(schema, { name: '1', tags: ['a', 2] });
    expect(result.success).toBe(false);
    expect(fieldErrors(result.issues ?? [])).toEqual({ name: 'Too short', 'tags.1': 'Tag must be text' });
  });

  it('puts an issue without a field under the empty key', () => {
    expect(validateFields(schema, 'not an object')).toEqual({ '': expect.any(String) });
  });

  it('is empty for valid input', () => {
    expect(validateFields(schema, { name: 'asha', tags: [] })).toEqual({});
  });
});
