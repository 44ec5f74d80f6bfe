// Public entry of @forwarder/ui: the Chakra system, its provider and shared presentational pieces.
// No server state here (no React Query, no API client): enforced by module-boundary lint rules.
export { system } from './lib/system';
export { UiProvider } from './lib/ui-provider';
export { AppFrame } from './lib/app-frame';
export type { AppFrameProps } from './lib/app-frame';
export { NotFoundView } from './lib/not-found-view';
export { PageSection } from './lib/page-section';
export { SideMenu } from './lib/side-menu';
export type { SideMenuItem } from './lib/side-menu';
