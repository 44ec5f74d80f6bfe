import { createContext, useContext } from 'react';

/**
 * What a server render learns while rendering: the status its page stands for. The not-found and error views set it,
 * so a server-rendered unknown article answers 404 and a failed page 500 (never a 200 that only looks like an error).
 * The browser provides no value: there the views only render.
 */
export interface ResponseStatus {
  code: number;
}

export const ResponseStatusContext = createContext<ResponseStatus | null>(null);

/** Marks the response being rendered with `code`; the highest code rendered wins (an error over a not-found). */
export function useResponseStatus(code: number): void {
  const status = useContext(ResponseStatusContext);
  if (status && code > status.code) status.code = code;
}
