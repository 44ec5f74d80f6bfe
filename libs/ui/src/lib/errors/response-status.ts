import { createContext, useContext } from 'react';

/**
 * What a server render learns while rendering: the status its page stands for. The not-found and error views report
 * it, so a server-rendered unknown article answers 404 and a failed page 500 (never a 200 that only looks like an
 * error). The browser provides no reporter: there the views only render.
 */
export type ReportResponseStatus = (code: number) => void;

export const ResponseStatusContext = createContext<ReportResponseStatus | null>(null);

/** Reports `code` as the status of the response being rendered (the server keeps the highest one reported). */
export function useResponseStatus(code: number): void {
  useContext(ResponseStatusContext)?.(code);
}
