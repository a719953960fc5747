import { describe, expect, it } from 'vitest';
import { describeFields, fieldLabel, fieldValue, formatBoolean, formatDuration, formatMoney } from './fields';

describe('the console’s fields', () => {
  it('names fields in words, abbreviations as people write them', () => {
    expect(fieldLabel('gpa')).toBe('GPA');
    expect(fieldLabel('linkedin')).toBe('LinkedIn');
    expect(fieldLabel('graduationYear')).toBe('Graduation year');
    expect(fieldLabel('someNewField')).toBe('Some new field');
    expect(fieldLabel('platform_notes')).toBe('Platform notes');
  });

  it('formats money in rupees, durations in words and yes-or-no fields', () => {
    expect(formatMoney(2500)).toBe('₹2,500');
    expect(formatMoney(150000)).toBe('₹1,50,000');
    expect(formatDuration('8-weeks')).toBe('8 weeks');
    expect(formatDuration('1month')).toBe('1 month');
    expect(formatDuration('flexible')).toBe('flexible');
    expect(formatBoolean('true')).toBe('Yes');
    expect(formatBoolean(false)).toBe('No');
  });

  it('shows the forms’ options in the words the forms showed, never their stored codes', () => {
    expect(fieldValue('availability', '2weeks').text).toBe('In 2 weeks');
    expect(fieldValue('availability', '1-week').text).toBe('In 1 week');
    expect(fieldValue('subscriptionType', 'platform_updates').text).toBe('Platform updates');
    expect(fieldValue('interests', ['platform_launch', 'new_features']).text).toBe(
      'Platform launch, New features',
    );
    expect(fieldValue('paymentDone', 'true').text).toBe('Yes');
  });

  it('links addresses, phone numbers and web pages, and nothing that is not one', () => {
    expect(fieldValue('email', 'asha@example.com')).toEqual({
      text: 'asha@example.com',
      href: 'mailto:asha@example.com',
    });
    expect(fieldValue('phone', '+91 98765-43210')).toEqual({
      text: '+91 98765-43210',
      href: 'tel:+919876543210',
    });
    expect(fieldValue('linkedin', 'javascript:alert(1)')).toEqual({ text: 'javascript:alert(1)' });
    expect(fieldValue('portfolio', '')).toEqual({ text: '—' });
  });

  it('lists what was sent without what the payment card already shows', () => {
    const listed = describeFields({
      gpa: '3.6',
      paymentAmount: 2500,
      transactionId: 'UPI1',
      duration: '8-weeks',
    });
    expect(listed.map((field) => [field.label, field.text])).toEqual([
      ['GPA', '3.6'],
      ['Duration', '8 weeks'],
    ]);
  });
});
