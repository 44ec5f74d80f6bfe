import { userQueries, type Profile } from '@forwarder/api-client';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { useSession } from './session';

/** The signed-in user's profile (spec section 4: loaded when an access token exists); idle when signed out. */
export function useProfile() {
  const session = useSession();
  return useQuery({ ...userQueries.myProfile(), enabled: session !== null, staleTime: 5 * 60_000 });
}

/** Loads the profile for a route loader (served from the cache when already loaded). */
export function loadProfile(queryClient: QueryClient): Promise<Profile> {
  return queryClient.ensureQueryData({ ...userQueries.myProfile(), staleTime: 5 * 60_000 });
}
