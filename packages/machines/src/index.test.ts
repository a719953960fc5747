import { describe, expect, it } from 'vitest';
import * as machines from './index.ts';
import * as schemas from './schemas/index.ts';

describe('@aarambh/machines/schemas', () => {
  // The names the API and the site import (see the shared contracts).
  it.each([
    'contactMessageSchema',
    'internshipApplicationFormSchema',
    'internshipApplicationPayloadSchema',
    'jobApplicationFormSchema',
    'jobApplicationPayloadSchema',
    'feedbackSchema',
    'feedbackPayloadSchema',
    'subscribeFormSchema',
    'subscriptionPayloadSchema',
    'paymentConfirmationSchema',
    'resumeRule',
    'jobResumeRule',
    'checkResume',
    'inquiryTypes',
    'graduationYears',
    'internshipAvailabilities',
    'internshipDurations',
    'jobExperienceLevels',
    'jobAvailabilities',
    'departments',
    'durationOptions',
    'categories',
    'fieldErrors',
  ])('exports %s', (name) => {
    expect(schemas).toHaveProperty(name);
    expect(schemas[name as keyof typeof schemas]).toBeDefined();
  });

  it('lists the durations with their weeks, days and labels', () => {
    expect(schemas.durationOptions).toEqual([
      { value: '4-weeks', weeks: 4, days: 28, label: '4 Weeks' },
      { value: '6-weeks', weeks: 6, days: 42, label: '6 Weeks' },
      { value: '8-weeks', weeks: 8, days: 56, label: '8 Weeks' },
      { value: '12-weeks', weeks: 12, days: 84, label: '12 Weeks' },
    ]);
  });

  it('keeps the documented resume rule', () => {
    expect(schemas.resumeRule).toMatchObject({ maxBytes: 5242880, extensions: ['.pdf', '.doc', '.docx'] });
  });
});

describe('@aarambh/machines', () => {
  it.each([
    'paymentMachine',
    'internshipApplicationMachine',
    'jobApplicationMachine',
    'contactMessageMachine',
    'subscribeMachine',
    'feedbackMachine',
    'promoPopupMachine',
    'helpChatMachine',
  ] as const)('exports the %s statechart', (name) => {
    expect(machines[name].id).toBe(name.replace(/Machine$/, ''));
  });

  it('re-exports the schemas', () => {
    expect(machines.contactMessageSchema).toBe(schemas.contactMessageSchema);
  });
});
