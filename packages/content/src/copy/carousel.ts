/**
 * The promo popup's carousel labels in English: the kit's own defaults (an English page uses those),
 * here as the source its Hindi set translates.
 */
export const carouselCopy = {
  previous: 'Previous slide',
  next: 'Next slide',
  /** Each slide's position: `{position}` of `{count}`. */
  slidePosition: '{position} of {count}',
  /** Each dot: slide `{position}` and its title. */
  goTo: 'Slide {position}: {title}',
} as const;
