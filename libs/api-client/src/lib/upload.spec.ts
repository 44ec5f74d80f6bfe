import { FakeXhr, installFakeXhr } from '../testing/fake-xhr';
import { ApiError } from './api-error';
import { createApiClient } from './client';
import { uploadWithProgress } from './upload';

const refusal = { error: { code: 'Ops:ImportTooManyRows', message: 'Too many rows', details: null, validationErrors: null } };

function staffClient(onError: (error: ApiError) => void) {
  return createApiClient({
    getLanguage: () => 'en',
    getSession: () => ({ tokenType: 'Bearer', accessToken: 'staff-token' }),
    onError,
  });
}

describe('uploadWithProgress', () => {
  beforeEach(installFakeXhr);

  it("sends the given contract client's headers and reports its failures", async () => {
    const onError = jest.fn();
    const sent = uploadWithProgress('/api/ops/event-import/preview', new FormData(), {}, staffClient(onError));
    const xhr = FakeXhr.instances[0];
    expect(xhr?.headers).toMatchObject({ authorization: 'Bearer staff-token' });
    xhr?.respond(400, refusal);
    await expect(sent).rejects.toMatchObject({ status: 400, code: 'Ops:ImportTooManyRows' });
    expect(onError).toHaveBeenCalledTimes(1);
  });

  it('does not report the statuses the caller shows itself, and still reports the others', async () => {
    const onError = jest.fn();
    const client = staffClient(onError);
    const refused = uploadWithProgress('/api/ops/event-import/preview', new FormData(), { handledStatuses: [400] }, client);
    FakeXhr.instances[0]?.respond(400, refusal);
    await expect(refused).rejects.toBeInstanceOf(ApiError);
    expect(onError).not.toHaveBeenCalled();

    const failed = uploadWithProgress('/api/ops/event-import/preview', new FormData(), { handledStatuses: [400] }, client);
    FakeXhr.instances[1]?.respond(500, { error: { code: null, message: 'Internal error', details: null, validationErrors: null } });
    await expect(failed).rejects.toMatchObject({ status: 500 });
    expect(onError).toHaveBeenCalledTimes(1);
  });
});
