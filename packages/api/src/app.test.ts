import { describe, expect, it } from 'vitest';
import { createApp } from './app.ts';

describe('GET /api/health', () => {
  it('answers 200 with status ok when the database answers', async () => {
    const response = await createApp({ databaseIsHealthy: () => true }).request('/api/health');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('answers 503 with status degraded when the database does not', async () => {
    const response = await createApp({ databaseIsHealthy: () => false }).request('/api/health');
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ status: 'degraded', database: 'unavailable' });
  });
});
