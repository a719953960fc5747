import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router-dom';
import { routes as hindiRoutes } from '../../hindiRoutes';
import { layoutRoute, NOT_FOUND_ROUTE_IDS } from '../../layoutRoute';
import { routes as englishRoutes } from '../../routes';
import { NOT_FOUND_PATH, prerenderPages } from '../server/paths';
import { paramsOf, routesTo } from './router';

// The table a Hindi page starts from: the layout's children with the Hindi ones (start.tsx).
const routes: RouteObject[] = englishRoutes.map((route): RouteObject =>
  route.index ? route : { ...route, children: [...(route.children ?? []), ...hindiRoutes] },
);

describe('a prerendered page hydrated without react-router', () => {
  const paths = [
    ...prerenderPages().map((page) => page.path),
    NOT_FOUND_PATH,
    '/opportunity/012',
    '/services/',
  ];

  it.each(paths)('renders %s from the routes and params react-router matches', (path) => {
    const matches = matchRoutes(routes, path) ?? [];
    const deepest = matches.at(-1)!;
    const matched = routesTo(routes, deepest.route.id!)!;
    expect(matched.map((route) => route.id)).toEqual(matches.map((match) => match.route.id));
    expect(paramsOf(matched, path.replace(/(?<=.)\/+$/, ''))).toEqual(deepest.params);
  });

  it.each(paths)(
    "gives %s the same params from the layout and its route's path pattern alone (start.tsx)",
    (path) => {
      const deepest = (matchRoutes(routes, path) ?? []).at(-1)!;
      const page = { id: deepest.route.id, path: deepest.route.path };
      expect(paramsOf([layoutRoute, page], path.replace(/(?<=.)\/+$/, ''))).toEqual(deepest.params);
    },
  );

  it('finds no routes for an id the table does not have', () => {
    expect(routesTo(routes, 'no-such-route')).toBeUndefined();
    expect(routesTo(routes, NOT_FOUND_ROUTE_IDS[0])?.map((route) => route.id)).toEqual([
      'layout',
      NOT_FOUND_ROUTE_IDS[0],
    ]);
  });
});
