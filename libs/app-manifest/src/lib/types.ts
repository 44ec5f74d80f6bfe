import type { UserType } from '@forwarder/contracts/api-f';

/** One web app of the product. */
export interface AppManifestEntry {
  /** Nx project name, folder under `apps/` and under `dist/apps/`. */
  name: string;
  /**
   * URL prefix without the language prefix: '' for the root app (the public site, which also answers every
   * unknown path with its 404 page), `/user` for the member portal. The Vite `base` is the prefix plus '/'.
   */
  prefix: '' | `/${string}`;
  /** Who may enter: 'anyone' (no sign-in), or the user types of the contract whose home this app is. */
  audience: 'anyone' | readonly UserType[];
  /** Where a signed-in user of the audience lands (the app's "My home"); null for a public app. */
  centre: `/${string}` | null;
  /** Port of the app's Vite dev server (`nx run <app>:serve`), unique per app. */
  devPort: number;
  /** Client routes without the language prefix; the first is the app's entry. */
  routes: readonly `/${string}`[];
}
