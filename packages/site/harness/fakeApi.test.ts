import { describe, expect, it } from 'vitest';
import { NetworkError } from '../src/api/client';
import { createFakeApi, createdReply } from './fakeApi';
import { anonymousFeedback as feedback } from './payloads';

describe('createFakeApi', () => {
  it('answers an unscripted route like the real API, with 201 and an id', async () => {
    const api = createFakeApi();
    await expect(api.client.sendFeedback(feedback)).resolves.toEqual({
      status: 201,
      ok: true,
      body: createdReply.body,
    });
  });

  it('uses a list of replies in order and repeats the last one', async () => {
    const api = createFakeApi({
      feedback: [{ status: 500, body: { success: false, message: 'x' } }, createdReply],
    });
    const statuses = [];
    for (let call = 0; call < 3; call += 1) statuses.push((await api.client.sendFeedback(feedback)).status);
    expect(statuses).toEqual([500, 201, 201]);
  });

  it('makes the client throw NetworkError for an offline reply', async () => {
    const api = createFakeApi({ feedback: 'offline' });
    await expect(api.client.sendFeedback(feedback)).rejects.toBeInstanceOf(NetworkError);
  });

  it('keeps a pending request open until it is aborted', async () => {
    const api = createFakeApi({ feedback: 'pending' });
    const controller = new AbortController();
    const call = api.client.sendFeedback(feedback, controller.signal);
    controller.abort();
    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('records multipart fields as strings and files by name, size and type', async () => {
    const api = createFakeApi();
    const resume = new File(['%PDF-1.7'], 'resume.pdf', { type: 'application/pdf' });
    const payload = { firstName: 'Ravi', jobId: 3, agreeToTerms: true } as unknown as Parameters<
      typeof api.client.submitJobApplication
    >[0];
    await api.client.submitJobApplication(payload, resume);
    expect(api.requests).toEqual([
      {
        route: 'career',
        fields: { firstName: 'Ravi', jobId: '3', agreeToTerms: 'true' },
        files: { resume: { name: 'resume.pdf', size: 8, type: 'application/pdf' } },
      },
    ]);
  });
});
