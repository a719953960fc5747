import { createContext } from 'react';

/** A Disclosure's key in its Accordion: its `id`, or one React gives it. */
export type DisclosureKey = string | number;

/** What an Accordion hands the Disclosures inside it: which are open, and how to open or close one. */
export interface DisclosureGroupState {
  isExpanded: (key: DisclosureKey) => boolean;
  setExpanded: (key: DisclosureKey, isExpanded: boolean) => void;
  isDisabled: boolean;
}

export const DisclosureGroupContext = createContext<DisclosureGroupState | null>(null);
