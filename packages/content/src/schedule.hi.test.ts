import { describe, expect, it } from 'vitest';
import { opportunitiesHindi } from './copy/opportunities.hi.ts';
import { opportunities } from './opportunities.ts';
import { scheduleHindi } from './schedule.hi.ts';

const withPricing = { pricing: { '4-weeks': 1500, '12-weeks': 4000 } };

describe('the schedule in Hindi', () => {
  it('writes a day with the Hindi month and Latin digits', () => {
    expect(scheduleHindi.formatDay('2027-01-11')).toBe('11 जनवरी 2027');
  });

  it('writes the duration, the start and the closing in Hindi', () => {
    expect(scheduleHindi.durationText(withPricing)).toBe('4-12 हफ़्ते');
    expect(scheduleHindi.durationText({ pricing: { '8-weeks': 2500 } })).toBe('8 हफ़्ते');
    expect(scheduleHindi.startText({ intake: { kind: 'rolling' } })).toBe('किसी भी दिन');
    expect(scheduleHindi.startText({ intake: { kind: 'batch', starts: '2027-01-11' } })).toBe(
      '11 जनवरी 2027',
    );
    expect(scheduleHindi.closedText({ closes: '2027-03-31' })).toBe('आवेदन 31 मार्च 2027 को बंद हो गए।');
  });

  it('writes what it pays in rupees as hi-IN groups them, with whom a scholarship is for', () => {
    expect(scheduleHindi.payText({ pay: { kind: 'stipend', monthly: 150_000 } })).toBe(
      '₹1,50,000 महीना स्टाइपेंड',
    );
    expect(
      scheduleHindi.payText({ pay: { kind: 'scholarship', monthly: 5000, for: 'चुने गए उम्मीदवारों' } }),
    ).toBe('चुने गए उम्मीदवारों के लिए ₹5,000 महीना स्कॉलरशिप');
    expect(scheduleHindi.payText({ pay: { kind: 'none' } })).toBe('कोई तय स्टाइपेंड नहीं');
  });

  it('tells the fee from the stipend, and says nothing on a free programme', () => {
    const note = scheduleHindi.feeAndPayNote({ ...withPricing, pay: { kind: 'stipend', monthly: 12_000 } });
    expect(note).toMatch(/^फ़ीस वह रकम है जो आप हमें देते हैं/);
    expect(note).toMatch(/हर महीने ₹12,000।$/);
    expect(scheduleHindi.feeAndPayNote({ pricing: { '4-weeks': 0 }, pay: { kind: 'none' } })).toBeUndefined();
  });

  it("writes no English letter for any opportunity of the catalogue, given its scholarship's Hindi `for`", () => {
    for (const english of opportunities) {
      const payFor = opportunitiesHindi[english.id]?.payFor?.text;
      const entry =
        english.pay.kind === 'scholarship' && english.pay.for
          ? { ...english, pay: { ...english.pay, for: payFor } }
          : english;
      const texts = [
        scheduleHindi.durationText(entry),
        scheduleHindi.startText(entry),
        scheduleHindi.closedText(entry),
        scheduleHindi.feeAndPayNote(entry) ?? '',
        scheduleHindi.payText(entry),
      ];
      expect(texts.join(' ')).not.toMatch(/[A-Za-z]/);
    }
  });
});
