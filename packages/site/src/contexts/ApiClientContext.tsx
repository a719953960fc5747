import { createContext, useContext, type ReactNode } from 'react';
import { createApiClient, type ApiClient } from '../api/client';
import { company } from '@aarambh/content';

let siteClient: ApiClient | undefined;

/** The site's own client: base URL and timeout from the company config (same origin by default). */
export function siteApiClient(): ApiClient {
  siteClient ??= createApiClient({ baseUrl: company.api.baseUrl, timeoutMs: company.api.timeoutMs });
  return siteClient;
}

const ApiClientContext = createContext<ApiClient | null>(null);

export interface ApiClientProviderProps {
  /** The client every flow below sends its call with. */
  client: ApiClient;
  children: ReactNode;
}

/**
 * Gives the flows below another API client. Pages need none (the flows use `siteApiClient()`);
 * stories and tests pass a client built on a fake `fetch` (`createFakeApi`), which is how the
 * API is mocked in Storybook: no service worker, the real client and its encoding, a scripted
 * server.
 */
export function ApiClientProvider({ client, children }: ApiClientProviderProps) {
  return <ApiClientContext value={client}>{children}</ApiClientContext>;
}

/** The API client of the nearest `ApiClientProvider`, else the site's own. */
export function useApiClient(): ApiClient {
  return useContext(ApiClientContext) ?? siteApiClient();
}
