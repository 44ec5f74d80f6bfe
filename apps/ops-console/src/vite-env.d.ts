/// <reference types="vite/client" />

// PO catalogs are compiled on import by @lingui/vite-plugin (and by tools/jest/po-transformer.cjs).
declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
