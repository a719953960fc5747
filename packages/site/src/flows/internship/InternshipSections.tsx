import type { InternshipCheckbox, InternshipFormValues } from '@aarambh/machines';
import {
  GUARDIAN_HOLD_DAYS,
  ageGroupLabels,
  ageGroups,
  guardianDeclaration,
  type AgeGroup,
} from '@aarambh/machines/schemas';
import { fillIn } from '@aarambh/content';
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
import { fillInNodes } from '../forms/fillInNodes';
import { ConsentChoices, FormPrivacyNotice } from '../forms/Privacy';
import { internshipOptionsIn, useApplicationWords } from './applicationWords';

interface SectionProps {
  /** The form's field bindings (`fieldBindings(values, errors, events)`). */
  bind: FieldBindings<InternshipFormValues>;
}

/** The internship application's education: university, major, graduation year and GPA. */
export function EducationSection({ bind, headingId }: SectionProps & { headingId: string }) {
  const words = useApplicationWords();
  const { form } = words.copy;
  return (
    <Stack as="section" space="md" aria-labelledby={headingId}>
      <Heading level={3} size="4" id={headingId}>
        {form.education}
      </Heading>
      <Columns columns={{ mobile: 1, tablet: 2 }} space="md" alignY="fields">
        <TextField
          label={form.university}
          isRequired
          autoComplete="organization"
          {...bind.text('university')}
        />
        <TextField label={form.major} isRequired {...bind.text('major')} />
        <Select
          label={form.graduationYear}
          options={internshipOptionsIn(words).graduationYears}
          placeholder={words.copy.fields.selectPlaceholder}
          {...bind.select('graduationYear')}
        />
        <TextField
          label={words.text(form.gpa)}
          description={form.gpaHint}
          inputMode="decimal"
          {...bind.text('gpa')}
        />
      </Columns>
    </Stack>
  );
}

/**
 * The age, asked as a choice (never a birth date); under 18, the parent or guardian who confirms
 * the application from their e-mail before it is sent, and the applicant's declaration.
 */
export function AgeSection({ bind, headingId }: SectionProps & { headingId: string }) {
  const age = bind.text('age');
  const words = useApplicationWords();
  const { form } = words.copy;
  const ageOptions = ageGroups.map((value) => ({ value, label: words.message(ageGroupLabels[value]) }));
  return (
    <Stack as="section" space="md" aria-labelledby={headingId}>
      <Heading level={3} size="4" id={headingId}>
        {form.age}
      </Heading>
      <RadioGroup<AgeGroup>
        label={form.ageQuestion}
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
          <Text>{fillIn(form.minorNote, { days: String(GUARDIAN_HOLD_DAYS) })}</Text>
          <Columns columns={{ mobile: 1, tablet: 2 }} space="md" alignY="fields">
            <TextField
              label={form.guardianName}
              isRequired
              autoComplete="off"
              {...bind.text('guardianName')}
            />
            <TextField
              label={form.guardianEmail}
              type="email"
              isRequired
              autoComplete="off"
              {...bind.text('guardianEmail')}
            />
          </Columns>
          <Checkbox
            label={words.message(guardianDeclaration)}
            isRequired
            {...bind.checkbox('guardianDeclaration')}
          />
        </Stack>
      ) : null}
    </Stack>
  );
}

/**
 * The privacy notice (in the page's language: the consent records name the notice's language and
 * version), then the terms box and a separate consent box per purpose (the application, e-mail
 * updates), with links to the terms and the privacy policy.
 */
export function TermsAgreement({ bind }: SectionProps) {
  const words = useApplicationWords();
  const { form } = words.copy;
  const links = {
    terms: <Link href={words.href('/terms-of-service')}>{form.termsLink}</Link>,
    privacy: <Link href={words.href('/privacy-policy')}>{form.privacyLink}</Link>,
  };
  return (
    <Stack space="md">
      <FormPrivacyNotice form="internship" />
      <Stack space="xs">
        <Stack space="sm">
          <Checkbox label={form.terms} isRequired {...bind.checkbox('agreedToTerms')} />
          <ConsentChoices
            form="internship"
            checkbox={(field) => bind.checkbox(field as InternshipCheckbox)}
          />
        </Stack>
        <Text size="sm" tone="muted">
          {fillInNodes(form.readTerms, links)}
        </Text>
      </Stack>
    </Stack>
  );
}

/** The 'Need Help?' card under the form: the reply time and a link to the contact page. */
export function NeedHelpCard({ headingId }: { headingId: string }) {
  const words = useApplicationWords();
  const { form } = words.copy;
  return (
    <Card tone="brand" as="aside" aria-labelledby={headingId}>
      <Stack space="sm">
        <Heading level={3} size="4" id={headingId}>
          {form.help}
        </Heading>
        <Text>{fillIn(form.helpText, { time: form.responseTime })}</Text>
        <Inline>
          <LinkButton href={words.href('/contact')} variant="secondary">
            {form.contactSupport}
          </LinkButton>
        </Inline>
      </Stack>
    </Card>
  );
}
