import type { InternshipCheckbox, InternshipFormValues } from '@aarambh/machines';
import {
  GUARDIAN_HOLD_DAYS,
  ageGroupLabels,
  ageGroups,
  guardianDeclaration,
  type AgeGroup,
} from '@aarambh/machines/schemas';
import { company } from '@aarambh/content';
import {
  Card,
  Checkbox,
  Columns,
  Heading,
  Inline,
  Link,
  LinkButton,
  RadioGroup,
  Select,
  Stack,
  Text,
  TextField,
} from '@aarambh/ui';
import type { FieldBindings } from '../forms/fieldBindings';
import { ConsentChoices, FormPrivacyNotice } from '../forms/Privacy';
import { internshipOptions } from './internshipFlow';

interface SectionProps {
  /** The form's field bindings (`fieldBindings(values, errors, events)`). */
  bind: FieldBindings<InternshipFormValues>;
}

/** The internship application's education: university, major, graduation year and GPA. */
export function EducationSection({ bind, headingId }: SectionProps & { headingId: string }) {
  return (
    <Stack as="section" space="md" aria-labelledby={headingId}>
      <Heading level={3} size="4" id={headingId}>
        Education
      </Heading>
      <Columns columns={{ mobile: 1, tablet: 2 }} space="md" alignY="fields">
        <TextField label="University" isRequired autoComplete="organization" {...bind.text('university')} />
        <TextField label="Major" isRequired {...bind.text('major')} />
        <Select
          label="Graduation Year"
          options={internshipOptions.graduationYears}
          {...bind.select('graduationYear')}
        />
        <TextField label="GPA" description="Optional, 0.0 to 4.0" inputMode="decimal" {...bind.text('gpa')} />
      </Columns>
    </Stack>
  );
}

const ageOptions = ageGroups.map((value) => ({ value, label: ageGroupLabels[value] }));

/**
 * The age, asked as a choice (never a birth date); under 18, the parent or guardian who confirms
 * the application from their e-mail before it is sent, and the applicant's declaration.
 */
export function AgeSection({ bind, headingId }: SectionProps & { headingId: string }) {
  const age = bind.text('age');
  return (
    <Stack as="section" space="md" aria-labelledby={headingId}>
      <Heading level={3} size="4" id={headingId}>
        Your Age
      </Heading>
      <RadioGroup<AgeGroup>
        label="Are you 18 or older?"
        isRequired
        options={ageOptions}
        name={age.name}
        value={age.value === '' ? null : (age.value as AgeGroup)}
        onChange={age.onChange}
        isInvalid={age.isInvalid}
        errorMessage={age.errorMessage}
      />
      {age.value === 'minor' ? (
        <Stack space="md">
          <Text>
            Under 18, a parent or guardian must agree first. We e-mail them a link; your application is sent
            when they confirm, within {GUARDIAN_HOLD_DAYS} days. The fee is asked for after that.
          </Text>
          <Columns columns={{ mobile: 1, tablet: 2 }} space="md" alignY="fields">
            <TextField
              label="Parent or guardian's name"
              isRequired
              autoComplete="off"
              {...bind.text('guardianName')}
            />
            <TextField
              label="Parent or guardian's email"
              type="email"
              isRequired
              autoComplete="off"
              {...bind.text('guardianEmail')}
            />
          </Columns>
          <Checkbox label={guardianDeclaration} isRequired {...bind.checkbox('guardianDeclaration')} />
        </Stack>
      ) : null}
    </Stack>
  );
}

/**
 * The privacy notice, then the terms box and a separate consent box per purpose (the application,
 * e-mail updates), with links to the terms and the privacy policy.
 */
export function TermsAgreement({ bind }: SectionProps) {
  return (
    <Stack space="md">
      <FormPrivacyNotice form="internship" />
      <Stack space="xs">
        <Stack space="sm">
          <Checkbox
            label="I agree to the terms and conditions"
            isRequired
            {...bind.checkbox('agreedToTerms')}
          />
          <ConsentChoices
            form="internship"
            checkbox={(field) => bind.checkbox(field as InternshipCheckbox)}
          />
        </Stack>
        <Text size="sm" tone="muted">
          Read our <Link href="/terms-of-service">Terms of Service</Link> and{' '}
          <Link href="/privacy-policy">Privacy Policy</Link>.
        </Text>
      </Stack>
    </Stack>
  );
}

/** The 'Need Help?' card under the form: the reply time and a link to the contact page. */
export function NeedHelpCard({ headingId }: { headingId: string }) {
  return (
    <Card tone="brand" as="aside" aria-labelledby={headingId}>
      <Stack space="sm">
        <Heading level={3} size="4" id={headingId}>
          Need Help?
        </Heading>
        <Text>
          Questions about the application or the payment? Our team replies within{' '}
          {company.businessHours.responseTime}.
        </Text>
        <Inline>
          <LinkButton href="/contact" variant="secondary">
            Contact Support
          </LinkButton>
        </Inline>
      </Stack>
    </Card>
  );
}
