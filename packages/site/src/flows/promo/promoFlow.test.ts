import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { bindPromoPopupMachine } from './promoFlow';
import type { FlagStorage } from './sessionFlag';

function memoryStorage(
  initial: Record<string, string> = {},
): FlagStorage & { items: Record<string, string> } {
  const items = { ...initial };
  return {
    items,
    getItem: (key) => items[key] ?? null,
    setItem: (key, value) => {
      items[key] = value;
    },
  };
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => {
  vi.useRealTimers();
});

async function started(storage: FlagStorage | null) {
  const actor = createActor(bindPromoPopupMachine({ storage }), { input: { slideCount: 4 } }).start();
  await waitFor(actor, (state) => !state.matches('checking'));
  return actor;
}

describe('promo popup flow', () => {
  it('opens 1 s after the first load of a session and sets the session flag', async () => {
    const storage = memoryStorage();
    const actor = await started(storage);
    vi.advanceTimersByTime(999);
    expect(actor.getSnapshot().matches('waiting')).toBe(true);
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().matches('open')).toBe(true);
    expect(storage.items).toEqual({ promoPopupShown: 'true' });
  });

  it('stays closed when the flag says it was shown in this session', async () => {
    const actor = await started(memoryStorage({ promoPopupShown: 'true' }));
    expect(actor.getSnapshot().matches('closed')).toBe(true);
  });

  it('shows as on a first visit when there is no storage, and does not fail remembering it', async () => {
    const actor = await started(null);
    vi.advanceTimersByTime(1000);
    expect(actor.getSnapshot().matches('open')).toBe(true);
  });

  it('survives a storage that refuses writes', async () => {
    const storage: FlagStorage = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('Quota exceeded', 'QuotaExceededError');
      },
    };
    const actor = await started(storage);
    vi.advanceTimersByTime(1000);
    expect(actor.getSnapshot().matches('open')).toBe(true);
  });

  it('advances every 5 s while playing', async () => {
    const actor = await started(memoryStorage());
    vi.advanceTimersByTime(1000);
    vi.advanceTimersByTime(5000);
    expect(actor.getSnapshot().context.index).toBe(1);
    actor.send({ type: 'popup.pause' });
    vi.advanceTimersByTime(20_000);
    expect(actor.getSnapshot().context.index).toBe(1);
  });
});
