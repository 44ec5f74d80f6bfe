// Third entry of @forwarder/portal-shell, `@forwarder/portal-shell/server`: rendering an app's page on the server
// (only the public site's server bundle imports it; no browser bundle carries react-dom/server).
export { renderOnServer, sharedStylesheets, splitHead, type ServerRenderOptions, type ServerRenderResult, type SharedStylesheet } from './lib/server-render';
