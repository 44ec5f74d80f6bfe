import { apiClient, UserType, userQueries } from '@forwarder/api-client';
import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { contractProblem } from './contract';
import { installApi } from './api';
import { appCatalog } from './catalog';
import { address } from './fixtures/address';
import { applicationConfiguration } from './fixtures/configuration';
import { uuid } from './fixtures/ids';
import { measured, order, orderException } from './fixtures/order';
import { profile } from './fixtures/profile';
import { regionApi } from './fixtures/regions';
import { trackingHistory, trackingNotFound, trackingResult } from './fixtures/tracking';
import { renderWithProviders } from './render';
import { apiError, json } from './responses';

describe('the contract check', () => {
  it('accepts the fixtures as the server would send them', () => {
    expect(contractProblem('GET', '/api/f/user-management/profile/my', 200, profile({ defaultSenderAddress: address() }))).toBeNull();
    expect(contractProblem('GET', '/api/f/system/application-configuration', 200, applicationConfiguration({ user: profile() }))).toBeNull();
    expect(contractProblem('GET', `/api/f/logistics-management/order/${uuid(1)}`, 200, order())).toBeNull();
    const received = order({ measured: measured(), exception: orderException(), eta: '2026-11-28T10:00:00.000Z', trackingEvents: trackingHistory() });
    expect(contractProblem('GET', `/api/f/logistics-management/order/${uuid(1)}`, 200, received)).toBeNull();
    const tracking = [trackingResult(), trackingResult({ eta: '2026-11-28T10:00:00.000Z', exception: orderException() }), trackingNotFound('ZZ1')];
    expect(contractProblem('POST', '/api/f/logistics-management/tracking/list', 200, tracking)).toBeNull();
    expect(contractProblem('GET', '/api/f/user-management/profile/my', 200, profile({ userType: UserType.Staff }))).toBeNull();
    expect(contractProblem('GET', '/api/f/user-management/profile/my', 404, { error: { code: 'NotFound', message: 'x', details: null, validationErrors: null } })).toBeNull();
  });

  it('names what drifted: a missing field, a malformed id, an unknown operation', () => {
    const { name: _name, ...nameless } = profile();
    expect(contractProblem('GET', '/api/f/user-management/profile/my', 200, nameless)).toMatch(/getMyProfile.*must have required property 'name'/);
    expect(contractProblem('GET', '/api/f/user-management/profile/my', 200, profile({ id: 'u1' }))).toMatch(/\/id must match format "uuid"/);
    expect(contractProblem('GET', '/api/f/no-such-thing', 200, {})).toMatch(/not an operation/);
    // An enumeration both contracts name from openapi/shared/enums.yaml is checked as if the contract wrote it out.
    expect(contractProblem('GET', '/api/f/user-management/profile/my', 200, profile({ userType: 50 as never }))).toMatch(/\/userType must be equal to one of the allowed values/);
    const { timeZone: _zone, ...zoneless } = trackingHistory()[0] ?? {};
    expect(contractProblem('POST', '/api/f/logistics-management/tracking/list', 200, [trackingResult({ events: [zoneless as never] })])).toMatch(/must have required property 'timeZone'/);
  });

  it('prefers a literal path to a templated one', () => {
    expect(contractProblem('POST', '/api/f/content/nav/list', 200, { totalCount: 0, items: [] })).toBeNull();
  });

  it('answers the region endpoints from the fixtures as the contract says', async () => {
    const lookup = regionApi({ path: '/api/f/area-management/region/list-by-postal-code', query: new URLSearchParams('countryCode=US&postalCode=10001') });
    expect(contractProblem('GET', '/api/f/area-management/region/list-by-postal-code', 200, await lookup?.json())).toBeNull();
    const countries = regionApi({ path: '/api/f/area-management/area/all-list', query: new URLSearchParams() });
    const body = (await countries?.json()) as { items: { postalCodeCoverage: string }[] };
    expect(body.items.map((area) => area.postalCodeCoverage)).toEqual(['lookup', 'lookup', 'format-only', 'lookup', 'none']);
    expect(contractProblem('GET', '/api/f/area-management/area/all-list', 200, body)).toBeNull();
  });
});

describe('installApi', () => {
  it('records each call with its method, path, query, body and language, through the real client', async () => {
    const calls = installApi((call) => (call.path === '/api/f/user-management/profile/my' ? json(profile()) : undefined));
    await expect(apiClient().send((c) => c.GET('/api/f/user-management/profile/my'))).resolves.toMatchObject({ userName: 'demo-member' });
    await expect(apiClient().send((c) => c.GET('/api/f/area-management/region/list', { params: { query: { level: 0 } } }))).resolves.toMatchObject({ items: expect.any(Array) });
    await expect(apiClient().send((c) => c.GET('/api/f/content/article/{id}', { params: { path: { id: uuid(9) } } }))).rejects.toMatchObject({ status: 404 });
    expect(calls.map((call) => [call.method, call.path, call.query.get('level'), call.language, call.headers.get('authorization')])).toEqual([
      ['GET', '/api/f/user-management/profile/my', null, 'zh-Hans', 'Bearer test-token'],
      ['GET', '/api/f/area-management/region/list', '0', 'zh-Hans', 'Bearer test-token'],
      ['GET', `/api/f/content/article/${uuid(9)}`, null, 'zh-Hans', 'Bearer test-token'],
    ]);
  });

  it('gives errors the contract shape', async () => {
    const body = (await apiError(400, 'Your request is not valid!', [{ message: 'Required.', members: ['name'] }]).json()) as unknown;
    expect(contractProblem('PUT', '/api/f/user-management/profile/my', 400, body)).toBeNull();
  });
});

function Probe() {
  const userName = useQuery(userQueries.myProfile()).data?.userName ?? '';
  // The header's greeting: the same message, so the member portal's catalog translates it.
  return (
    <p>
      <Trans>欢迎您，{userName}</Trans> {useLocation().search}
    </p>
  );
}

describe('renderWithProviders', () => {
  it('renders with an app catalog, React Query and a memory router at a path', async () => {
    installApi((call) => (call.path === '/api/f/user-management/profile/my' ? json(profile()) : undefined));
    await renderWithProviders(<Probe />, { locale: 'en', loadCatalog: appCatalog('member-portal'), initialPath: '/x?page=2' });
    expect(await screen.findByText(/Welcome, demo-member/)).toHaveTextContent('?page=2');
    expect(document.documentElement.lang).toBe('en');
  });
});
