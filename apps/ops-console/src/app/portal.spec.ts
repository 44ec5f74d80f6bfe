import { createQueryClient } from '@forwarder/api-client';
import { createPortalRoutes } from '@forwarder/portal-shell';
import { expectEveryPageToLoad, expectRoutesToMatchManifest } from '@forwarder/testing';
import { portal } from './portal';

// The shell itself (guard, role rule, menu, logout, languages) is tested once, in libs/portal-shell.
describe('operations console routes', () => {
  // Built inside each test: a page map that disagrees with the manifest throws there, as that test's failure.
  const routes = () => createPortalRoutes(portal, createQueryClient());

  it('serves exactly the routes of the app manifest, in both languages', () => {
    expectRoutesToMatchManifest(routes(), portal.app);
  });

  it('loads a page component for every route', async () => {
    await expectEveryPageToLoad(routes());
  });
});
