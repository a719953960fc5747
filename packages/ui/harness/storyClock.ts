import { type Clock, type FakeMethod, install } from '@sinonjs/fake-timers';

/** The timers a story's clock replaces unless told otherwise: timeouts and the date. */
const defaultTimers = ['setTimeout', 'clearTimeout', 'Date'] as const;

/**
 * Runs part of a play function on a clock the story controls (@sinonjs/fake-timers, the library
 * behind Vitest's fake timers): time stands still until `clock.tickAsync(ms)` moves it, so a
 * toast's six seconds, a tooltip's delay or an easing's frames pass at once and the same way in
 * the story tests, in a designer's Storybook and in the built one. The real timers are back
 * before `withStoryClock` returns, also when `run` throws; wait for what only real time does (a
 * CSS animation ending) after it. `userEvent`, `findBy` and `waitFor` pause on timeouts, which the
 * clock holds: inside `run`, act with `fireEvent` and query with `getBy` after moving the clock.
 */
export async function withStoryClock(
  run: (clock: Clock) => Promise<void>,
  toFake: readonly FakeMethod[] = defaultTimers,
) {
  const clock = install({ toFake: [...toFake], now: Date.now() });
  try {
    await run(clock);
  } finally {
    clock.uninstall();
  }
}
