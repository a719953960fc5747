import { Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { lazyWithStylesheet } from './stylesheet';

function Flow({ name }: { name: string }) {
  return <p>{name}</p>;
}

const inSuspense = (element: React.ReactNode) =>
  renderToString(<Suspense fallback={<span>waiting</span>}>{element}</Suspense>);

describe('lazyWithStylesheet', () => {
  it('waits for the code of a component not loaded yet (a Suspense fallback meanwhile)', () => {
    const Later = lazyWithStylesheet(() => Promise.resolve(Flow));
    expect(inSuspense(<Later name="help chat" />)).toContain('waiting');
  });

  it('renders a component loaded with preload() at once, with no fallback to wait behind', async () => {
    const Later = lazyWithStylesheet(() => Promise.resolve(Flow));
    await Later.preload();
    expect(inSuspense(<Later name="help chat" />)).toBe('<!--$--><p>help chat</p><!--/$-->');
  });

  it('loads its code once, however often it is preloaded or rendered', async () => {
    let loads = 0;
    const Later = lazyWithStylesheet(() => {
      loads += 1;
      return Promise.resolve(Flow);
    });
    await Promise.all([Later.preload(), Later.preload()]);
    inSuspense(<Later name="a" />);
    expect(loads).toBe(1);
  });
});
