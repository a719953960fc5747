import { applicationFormCopy } from '@aarambh/content';
import { TextField } from '@aarambh/ui';
import type { TextBinding } from './fieldBindings';

/** The fields every application asks for first. */
export type PersonalDetailsField = 'firstName' | 'lastName' | 'email' | 'phone';

export interface PersonalDetailsFieldsProps {
  /** Binds each field to the form's machine (`fieldBindings(...).text`): its rules and messages are that machine's schema's. */
  field: (name: PersonalDetailsField) => TextBinding;
  /** The fields' labels in the page's language. @default the English ('First Name'...) */
  labels?: Readonly<Record<PersonalDetailsField, string>>;
}

/**
 * First name, last name, e-mail address and phone number, all required, with the browser's
 * autofill hints: the personal details the internship and job applications share. They go inside
 * the form's own layout (a `Columns`), beside whatever else that form asks.
 */
export function PersonalDetailsFields({
  field,
  labels = applicationFormCopy.form,
}: PersonalDetailsFieldsProps) {
  return (
    <>
      <TextField label={labels.firstName} isRequired autoComplete="given-name" {...field('firstName')} />
      <TextField label={labels.lastName} isRequired autoComplete="family-name" {...field('lastName')} />
      <TextField label={labels.email} type="email" isRequired autoComplete="email" {...field('email')} />
      <TextField label={labels.phone} type="tel" isRequired autoComplete="tel" {...field('phone')} />
    </>
  );
}
