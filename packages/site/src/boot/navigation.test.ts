import { createMemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { pageSourceOf, resolveHref } from './navigation';

describe('resolveHref', () => {
  const from = { pathname: '/career', search: '?department=Design' };

  it('keeps a path of the site, and resolves a query or a hash against the location', () => {
    expect(resolveHref('/services/internship', from)).toBe('/services/internship');
    expect(resolveHref('?department=Product', from)).toBe('/career?department=Product');
    expect(resolveHref('#open-positions', from)).toBe('/career?department=Design#open-positions');
  });

  it('leaves an absolute or protocol-relative URL as it is', () => {
    for (const href of [
      'https://wa.me/1',
      'mailto:hello@aarambh.example',
      'tel:+910000000000',
      '//cdn.example/x',
    ])
      expect(resolveHref(href, from)).toBe(href);
  });
});

describe('pageSourceOf', () => {
  const pages = () =>
    createMemoryRouter(
      [
        {
          id: 'layout',
          path: '/',
          children: [
            { id: 'career', path: 'career' },
            { id: 'job', path: 'career/job/:jobId' },
          ],
        },
      ],
      { initialEntries: ['/career/job/3'] },
    );

  it('gives the matched routes, outermost first, and their params', () => {
    const { routes, params, location } = pageSourceOf(pages()).getState();
    expect(routes.map((route) => route.id)).toEqual(['layout', 'job']);
    expect(params).toEqual({ jobId: '3' });
    expect(location.pathname).toBe('/career/job/3');
  });

  it('keeps its state while nothing the page shows changes, and tells of a navigation', async () => {
    const source = pageSourceOf(pages());
    const before = source.getState();
    expect(source.getState()).toBe(before);
    let changes = 0;
    source.subscribe(() => changes++);
    await source.navigate('/career?department=Design', { preventScrollReset: true });
    expect(changes).toBeGreaterThan(0);
    const after = source.getState();
    expect(after).not.toBe(before);
    expect(after.location.search).toBe('?department=Design');
    expect(after.scroll).toEqual({ restore: null, preventReset: true });
  });

  it('resolves a query against the current location, and goes back through the history', async () => {
    const source = pageSourceOf(pages());
    await source.navigate('/career');
    await source.navigate('?department=Product');
    expect(source.getState().location).toMatchObject({ pathname: '/career', search: '?department=Product' });
    await source.navigate(-2);
    expect(source.getState().location.pathname).toBe('/career/job/3');
  });
});
