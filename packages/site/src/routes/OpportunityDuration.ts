// A module of its own, loaded when the opportunity page's duration island opens (see
// Opportunity.tsx and src/boot): the select (react-aria's, with its listbox and popover) is the
// largest part of that page's code, and a first visit needs none of it until the visitor uses it.
export { DurationSelector } from '@aarambh/ui';
