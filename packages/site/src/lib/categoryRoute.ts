import { categories, type Category } from '@aarambh/machines/schemas';

export function isCategory(value: unknown): value is Category {
  return (categories as readonly unknown[]).includes(value);
}

/** The listing page of a category, for the opportunity page's back link; otherwise /services. */
export function routeForCategory(category: string | null | undefined): string {
  return isCategory(category) ? `/services/${category}` : '/services';
}
