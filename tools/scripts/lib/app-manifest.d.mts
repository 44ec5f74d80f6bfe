export function loadAppManifest(): Promise<typeof import('@forwarder/app-manifest')>;
