import { describe, expect, it } from 'vitest';
import { navItemsIn } from './navigation';

const categoryLinks = (locale: 'en' | 'hi') =>
  navItemsIn(locale).flatMap((item) =>
    'groups' in item && item.groups
      ? item.groups.flatMap((group) => group.links.map((link) => link.href))
      : [],
  );

describe('navItemsIn', () => {
  it("leads the Services menu's categories to the pages in the menu's language", () => {
    expect(categoryLinks('en')).toContain('/services/internship');
    expect(categoryLinks('hi')).toEqual(categoryLinks('en').map((href) => `/hi${href}`));
  });
});
