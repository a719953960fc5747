import type { InternshipFormValues } from '@aarambh/machines';
import { company } from '@aarambh/content';
import {
  Card,
  Checkbox,
  Columns,
  Heading,
  Inline,
  Link,
  LinkButton,
  Select,
  Stack,
  Text,
  TextField,
} from '@aarambh/ui';
import type { FieldBindings } from '../forms/fieldBindings';
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

/** The terms box, with links to the terms and the privacy policy. */
export function TermsAgreement({ bind }: SectionProps) {
  return (
    <Stack space="xs">
      <Checkbox label="I agree to the terms and conditions" isRequired {...bind.checkbox('agreedToTerms')} />
      <Text size="sm" tone="muted">
        Read our <Link href="/terms-of-service">Terms of Service</Link> and{' '}
        <Link href="/privacy-policy">Privacy Policy</Link>.
      </Text>
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
