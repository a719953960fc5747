export const buttonVariants = ['primary', 'secondary', 'ghost', 'link'] as const;
export type ButtonVariant = (typeof buttonVariants)[number];

/**
 * A Button's variants: a link's, plus `danger` for an action that deletes or cannot be undone
 * (a link navigates, so it has no danger variant).
 */
export const actionVariants = [...buttonVariants, 'danger'] as const;
export type ActionVariant = (typeof actionVariants)[number];

export const buttonSizes = ['small', 'medium', 'large'] as const;
export type ButtonSize = (typeof buttonSizes)[number];
