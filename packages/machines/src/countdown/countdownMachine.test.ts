import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, type AnyMachineSnapshot } from 'xstate';
import { transitionCoverage } from '../testing/modelPaths.ts';
import { replayPath } from '../testing/replay.ts';
import { COUNTDOWN_DAYS, COUNTDOWN_TICK_MS, countdownMachine, remaining } from './countdownMachine.ts';

const loadedAt = Date.UTC(2025, 2, 1, 10, 30, 0);
const DAY = 86_400_000;

beforeEach(() => {
  vi.useFakeTimers({ now: loadedAt });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('countdownMachine', () => {
  it('counts down to 60 days after the page loaded', () => {
    const actor = createActor(countdownMachine, { input: { startedAt: loadedAt } }).start();
    expect(COUNTDOWN_DAYS).toBe(60);
    expect(actor.getSnapshot().context.target).toBe(loadedAt + 60 * DAY);
    expect(remaining(actor.getSnapshot().context)).toEqual({ days: 60, hours: 0, minutes: 0, seconds: 0 });
  });

  it('ticks every second', () => {
    const actor = createActor(countdownMachine, { input: { startedAt: loadedAt } }).start();
    vi.advanceTimersByTime(COUNTDOWN_TICK_MS - 1);
    expect(remaining(actor.getSnapshot().context).seconds).toBe(0);
    vi.advanceTimersByTime(1);
    expect(remaining(actor.getSnapshot().context)).toEqual({ days: 59, hours: 23, minutes: 59, seconds: 59 });
    vi.advanceTimersByTime(61 * COUNTDOWN_TICK_MS);
    expect(remaining(actor.getSnapshot().context)).toEqual({ days: 59, hours: 23, minutes: 58, seconds: 58 });
  });

  it('catches up with the clock when a tick comes late', () => {
    const actor = createActor(countdownMachine, { input: { startedAt: loadedAt } }).start();
    vi.setSystemTime(loadedAt + DAY + 5000);
    vi.advanceTimersByTime(COUNTDOWN_TICK_MS);
    expect(remaining(actor.getSnapshot().context)).toEqual({ days: 58, hours: 23, minutes: 59, seconds: 54 });
  });

  it('finishes at the target and shows zero', () => {
    const actor = createActor(countdownMachine, { input: { startedAt: loadedAt - 60 * DAY + 2000 } }).start();
    vi.advanceTimersByTime(COUNTDOWN_TICK_MS);
    expect(actor.getSnapshot().value).toBe('running');
    vi.advanceTimersByTime(COUNTDOWN_TICK_MS);
    expect(actor.getSnapshot()).toMatchObject({ value: 'finished', status: 'done' });
    expect(remaining(actor.getSnapshot().context)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });

  it('reads the clock at once on countdown.sync', () => {
    const actor = createActor(countdownMachine, { input: { startedAt: loadedAt } }).start();
    vi.setSystemTime(loadedAt + 30 * DAY);
    actor.send({ type: 'countdown.sync' });
    expect(remaining(actor.getSnapshot().context).days).toBe(30);
    vi.setSystemTime(loadedAt + 61 * DAY);
    actor.send({ type: 'countdown.sync' });
    expect(actor.getSnapshot().value).toBe('finished');
  });

  it('never shows a negative time', () => {
    expect(remaining({ target: 1000, now: 5000 })).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });
});

describe('countdownMachine model', () => {
  // The model reads the frozen fake clock, so one input keeps running and one has already ended.
  const inputs = [{ startedAt: loadedAt }, { startedAt: loadedAt - 60 * DAY }];
  vi.useFakeTimers({ now: loadedAt });
  const coverage = transitionCoverage(countdownMachine, { events: [{ type: 'countdown.sync' }], inputs });
  vi.useRealTimers();
  const project = (snapshot: AnyMachineSnapshot) => ({
    value: snapshot.value,
    target: snapshot.context.target,
  });

  it('reaches every state and every transition of the chart', () => {
    expect(coverage.missingStates).toEqual([]);
    expect(coverage.missingTransitions).toEqual([]);
  });

  it.each(coverage.paths.map((path) => [path.description, path] as const))(
    'path to %s',
    async (_name, path) => {
      const actor = createActor(countdownMachine, { input: path.input as { startedAt: number } }).start();
      await replayPath(
        actor,
        path,
        (event) => {
          if (event.type === 'countdown.sync') actor.send({ type: 'countdown.sync' });
          else vi.advanceTimersByTime(COUNTDOWN_TICK_MS);
        },
        project,
      );
    },
  );
});
