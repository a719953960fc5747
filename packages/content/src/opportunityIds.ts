/**
 * The ids of the catalogue's opportunities (`opportunities.ts`), apart from the catalogue: the
 * language links (`catalogueTwins` in the site) read them on every page, whose first visit does
 * not load the catalogue's chunk. `catalogue.test.ts` checks that they are the catalogue's.
 */
export const opportunityIds: readonly number[] = [
  1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21,
];
