import { spyOn } from 'storybook/test';

/**
 * A story's `beforeEach`: the console's calls answered in the page with `body`, as the API would
 * answer them, and the real `fetch` given back after the story. The play reads what was sent with
 * `lastCall`.
 */
export const answerCallsWith = (body: unknown) => () => {
  const fetch = spyOn(globalThis, 'fetch').mockImplementation(async () => Response.json(body));
  return () => fetch.mockRestore();
};

/** The last call's path and body. */
export const lastCall = () => {
  const calls = (globalThis.fetch as unknown as { mock: { calls: [string, RequestInit][] } }).mock.calls;
  const [path, init] = calls.at(-1) ?? ['', {}];
  return { path, body: JSON.parse(String(init.body)) as unknown };
};
