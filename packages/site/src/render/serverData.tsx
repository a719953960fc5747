import { createContext, useContext } from 'react';

/**
 * What the server put into a page it rendered for one request (the application status page and its
 * receipt, rendered from a signed link): the server renders with it, and writes it as JSON into a
 * `<script type="application/json" id="server-data">` that the client reads before it hydrates, so
 * both render the same markup. Prerendered pages have none.
 */
const ServerDataContext = createContext<unknown>(undefined);

export const ServerDataProvider = ServerDataContext.Provider;

/** The id of the script element that carries a page's server data. */
export const SERVER_DATA_ID = 'server-data';

/** The data of this page, if the server rendered it with some. */
export function useServerData<T>(): T | undefined {
  return useContext(ServerDataContext) as T | undefined;
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
