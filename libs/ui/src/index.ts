// Public entry of @forwarder/ui: the Chakra system, its provider and shared presentational pieces.
// No server state here (no React Query, no API client): enforced by module-boundary lint rules.
// Data comes in as props (structural types such as NavItemLike, RequestErrorLike).
export { system } from './lib/system';
export { UiProvider } from './lib/ui-provider';
export { AppFrame } from './lib/app-frame';
export type { AppFrameProps } from './lib/app-frame';
export { NotFoundView } from './lib/not-found-view';
export { NotFoundPage } from './lib/not-found-page';
export { PageSection } from './lib/page-section';
export { CardSection, DataItem } from './lib/layout/card-section';
export { PartyCard } from './lib/layout/party-details';
export { SideMenu, isMenuItemActive, showsSideMenu } from './lib/side-menu';
export type { SideMenuItem } from './lib/side-menu';

// Navigation items → paths, links
export { navItemPath, navItemTarget } from './lib/nav/nav-item-path';
export type { NavItemLike, NavTarget } from './lib/nav/nav-item-path';
export { NavLink } from './lib/nav/nav-link';

// Forms
export { FormField } from './lib/form-field';
export type { FormFieldProps } from './lib/form-field';
export { DateField } from './lib/date-field';
export type { DateFieldProps } from './lib/date-field';
export { RadioChoices } from './lib/radio-choices';
export type { RadioChoice, RadioChoicesProps } from './lib/radio-choices';

// Lists: data table (columns, states, row selection), pager, enum filter, native checkbox
export { DataTable } from './lib/table/data-table';
export type { DataTableColumn, DataTableProps, DataTableSelection } from './lib/table/data-table';
export { Pager, pageCount } from './lib/table/pager';
export type { PagerProps } from './lib/table/pager';
export { EnumSelect } from './lib/table/enum-select';
export type { EnumOption, EnumSelectProps } from './lib/table/enum-select';
export { NativeCheckbox } from './lib/table/native-checkbox';
export type { NativeCheckboxProps } from './lib/table/native-checkbox';

// Loading states: a named spinner or placeholders, the loading buttons' spinner (UiProvider gives it to every Button)
export { LoadingSpinner, LoadingStatus } from './lib/loading/loading';
export type { LoadingSpinnerProps, LoadingStatusProps } from './lib/loading/loading';

// Decorative inline icons (aria-hidden; give the button its own label)
export { CloseIcon } from './lib/layout/icons';

// Downloads that need the auth header (blob → object URL)
export { saveBlob } from './lib/files/blob-file';
export { FileDropZone } from './lib/files/file-drop-zone';
export type { FileDropZoneProps } from './lib/files/file-drop-zone';
export { UploadProgress } from './lib/files/upload-progress';

// Dialogs: the one shell, a form that sends a mutation, a confirmation before an action that cannot be undone
export { DialogShell } from './lib/dialogs/dialog-shell';
export type { DialogShellProps } from './lib/dialogs/dialog-shell';
export { FormDialog } from './lib/dialogs/form-dialog';
export type { DialogMutation, FormDialogProps } from './lib/dialogs/form-dialog';
export { ConfirmDialog } from './lib/dialogs/confirm-dialog';
export type { ConfirmDialogProps } from './lib/dialogs/confirm-dialog';

// Toasts (spec section 8)
export { showToast, showRequestErrorToast, requestErrorToast } from './lib/toast/toast';
export type { ToastInput, RequestErrorLike } from './lib/toast/toast';
export { AppToaster } from './lib/toast/app-toaster';

// Errors
export { ErrorView, RouteErrorPage, describeRouteError } from './lib/errors/error-page';
export { RetryAlert } from './lib/errors/retry-alert';
export { ResponseStatusContext, useResponseStatus, type ReportResponseStatus } from './lib/errors/response-status';
export {
  ChunkReloadGuard,
  useChunkReloadGuard,
  isChunkLoadError,
  reloadForChunkError,
  reloadForChunkErrorWhenReachable,
  serverAnswers,
  CHUNK_RELOAD_INTERVAL_MS,
  CHUNK_RELOAD_STORAGE_KEY,
} from './lib/errors/chunk-reload';

// Layout pieces (spec section 2)
export { SiteHeader, SiteLogo } from './lib/layout/site-header';
export type { SiteHeaderProps, SiteBrand, SiteAccount } from './lib/layout/site-header';
export { HeaderNav, NavDropdown } from './lib/layout/header-nav';
export { MobileMenu } from './lib/layout/mobile-menu';
export { MenuDrawerButton } from './lib/layout/menu-drawer-button';
export type { MenuDrawerButtonProps } from './lib/layout/menu-drawer-button';
export { SideMenuButton } from './lib/layout/side-menu-button';
export type { SideMenuButtonProps } from './lib/layout/side-menu-button';
export { SkipLink, MAIN_CONTENT_ID } from './lib/layout/skip-link';
export { LanguageToggle } from './lib/layout/language-toggle';
export { SiteFooter, LoginFooter, LegalLine } from './lib/layout/site-footer';
export type { SiteFooterProps, FooterTenant } from './lib/layout/site-footer';
export { UserHeader } from './lib/layout/user-header';
export type { UserHeaderProps } from './lib/layout/user-header';
export { BackToTop, scrollToTop, SCROLL_TO_TOP_MS } from './lib/layout/back-to-top';
export { OfflineBanner, useOnline } from './lib/layout/offline-banner';
export { LoadingBar, LOADING_BAR_DURATION_MS, LOADING_BAR_THROTTLE_MS } from './lib/layout/loading-bar';
export { TenantBranding, useFavicon } from './lib/layout/tenant-branding';
export type { TenantBrandingProps } from './lib/layout/tenant-branding';
