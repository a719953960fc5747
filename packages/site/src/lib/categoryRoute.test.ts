import { categories } from '@aarambh/machines/schemas';
import { describe, expect, it } from 'vitest';
import { routeForCategory } from './categoryRoute';

describe('routeForCategory', () => {
  it('maps each category to its service page', () => {
    for (const category of categories) expect(routeForCategory(category)).toBe(`/services/${category}`);
  });

  it.each([['marketing'], [''], [null], [undefined]])('falls back to /services for %j', (category) => {
    expect(routeForCategory(category)).toBe('/services');
  });
});
