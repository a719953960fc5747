import { statusPagePaths } from '@aarambh/machines/schemas';
import { createContext, useContext } from 'react';
import { useLocation } from './navigation';

/**
 * What the server put into a page it rendered for one request (the application status page and its
 * receipt, rendered from a signed link): the server renders with it, and writes it as JSON into a
 * `<script type="application/json" id="server-data">` that the client reads before it hydrates, so
 * both render the same markup. Prerendered pages have none.
 */
const ServerDataContext = createContext<{ path: string; data: unknown } | undefined>(undefined);

export const ServerDataProvider = ServerDataContext.Provider;

/** The id of the script element that carries a page's server data. */
export const SERVER_DATA_ID = 'server-data';

/**
 * The paths whose pages the server renders for each request: a link to one loads the document
 * (`SiteLayout`'s navigate), since the client alone has no data to render it with.
 */
const serverRenderedPaths: readonly string[] = Object.values(statusPagePaths).flatMap(({ page, receipt }) => [
  page,
  receipt,
]);

export function isServerRendered(href: string): boolean {
  return serverRenderedPaths.includes(new URL(href, 'http://site.invalid').pathname);
}

/** The data of this page, if the server rendered this path with some (not another page's, after a navigation). */
export function useServerData<T>(): T | undefined {
  const given = useContext(ServerDataContext);
  const { pathname } = useLocation();
  return given?.path === pathname ? (given.data as T) : undefined;
}

/** The JSON a page was rendered with, as the server wrote it into the document. */
export function readServerData(document: Document): unknown {
  const text = document.getElementById(SERVER_DATA_ID)?.textContent;
  return text ? (JSON.parse(text) as unknown) : undefined;
}

/** The script element for `data`: JSON with `<` escaped, so no text in it can close the element. */
export function serverDataScript(data: unknown): string {
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${SERVER_DATA_ID}">${json}</script>`;
}
