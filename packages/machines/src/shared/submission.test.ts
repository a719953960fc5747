import { describe, expect, it } from 'vitest';
import { actionPlaceholder, bodyMessage, bodySuccess, errorMessage, isOkStatus } from './submission.ts';

describe('reading a submit result', () => {
  it.each([
    [199, false],
    [200, true],
    [207, true],
    [299, true],
    [300, false],
    [500, false],
  ])('status %i is ok: %s', (status, ok) => {
    expect(isOkStatus(status)).toBe(ok);
  });

  it.each([
    [{ success: true }, true],
    [{ success: false }, false],
    [{ success: 'true' }, undefined],
    [{ message: 'x' }, undefined],
    [null, undefined],
    ['success', undefined],
  ])('the success flag of %j is %j', (body, success) => {
    expect(bodySuccess(body)).toBe(success);
  });

  it.each([
    [{ message: 'Saved' }, 'Saved'],
    [{ message: '   ' }, undefined],
    [{ message: 42 }, undefined],
    [{ success: false }, undefined],
    [null, undefined],
  ])('the message of %j is %j', (body, message) => {
    expect(bodyMessage(body)).toBe(message);
  });

  it.each([
    [new Error('Failed to fetch'), 'Failed to fetch'],
    [new Error(''), undefined],
    ['boom', undefined],
  ])('the message of the thrown %j is %j', (error, message) => {
    expect(errorMessage(error)).toBe(message);
  });
});

describe('effects not provided', () => {
  it('an action placeholder throws, naming the action to provide', () => {
    expect(() => actionPlaceholder('navigate')()).toThrow(
      'The machine needs "navigate": supply it with machine.provide(...)',
    );
  });
});
