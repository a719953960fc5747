import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useIdle } from './useIdle';

function Later() {
  return useIdle() ? <p>flow</p> : <span>later</span>;
}

describe('useIdle', () => {
  it('is false on the server, so what waits for idle is in no prerendered page', () => {
    expect(renderToString(<Later />)).toBe('<span>later</span>');
  });
});
