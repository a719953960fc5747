import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkResume, jobResumeRule, resumeRule } from './resume.ts';

const pdf = 'application/pdf';
const doc = 'application/msword';
const docx = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

describe('checkResume with the internship rule', () => {
  it.each([
    ['cv.pdf', pdf],
    ['cv.doc', doc],
    ['cv.docx', docx],
    ['CV.PDF', pdf],
    ['my.cv.final.docx', docx],
    ['cv.docx', ''],
    ['cv.doc', 'application/octet-stream'],
  ])('accepts %j of type %j', (name, type) => {
    expect(checkResume({ name, type, size: 1000 }, resumeRule)).toEqual({ ok: true });
  });

  it.each([
    ['cv.png', 'image/png'],
    ['cv.pdf', 'image/png'],
    ['cv.exe', pdf],
    ['cv', pdf],
    ['cv.txt', ''],
  ])('rejects %j of type %j as the wrong type', (name, type) => {
    expect(checkResume({ name, type, size: 1000 }, resumeRule)).toEqual({
      ok: false,
      reason: 'type',
      message: 'Resume must be a PDF, DOC, or DOCX file',
      title: 'Invalid File Type',
      description: 'Resume must be a PDF, DOC, or DOCX file',
    });
  });

  it.each([
    [5242879, true],
    [5242880, true],
    [5242881, false],
  ])('a file of %i bytes passes: %s', (size, ok) => {
    const result = checkResume({ name: 'cv.pdf', type: pdf, size }, resumeRule);
    expect(result).toEqual(
      ok
        ? { ok: true }
        : {
            ok: false,
            reason: 'size',
            message: 'Resume file must be less than 5MB',
            title: 'File Too Large',
            description: 'Resume file must be less than 5MB',
          },
    );
  });

  it('rejects any file over 5 MB whatever its name (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 5242881, max: 2 ** 40 }),
        fc.constantFrom('a.pdf', 'b.doc', 'c.docx'),
        (size, name) => {
          expect(checkResume({ name, type: '', size }, resumeRule)).toMatchObject({
            ok: false,
            reason: 'size',
          });
        },
      ),
    );
  });
});

describe('checkResume with the job rule', () => {
  it('uses the job form messages', () => {
    expect(checkResume({ name: 'cv.png', type: 'image/png', size: 10 }, jobResumeRule)).toEqual({
      ok: false,
      reason: 'type',
      message: 'Invalid file type',
      title: 'Invalid file type',
    });
    expect(checkResume({ name: 'cv.pdf', type: pdf, size: 5242881 }, jobResumeRule)).toEqual({
      ok: false,
      reason: 'size',
      message: 'File too large',
      title: 'File too large',
    });
  });

  it('carries the missing-resume message', () => {
    expect(jobResumeRule.messages.required).toEqual({
      title: 'Resume required',
      description: 'Please upload your resume to continue',
    });
  });
});
