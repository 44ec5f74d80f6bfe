// Calls whose failures the caller shows itself (the login form maps them onto its fields, logout
// ignores them) should not also raise the global 'request error' toast. The apps' `onError`
// asks `isErrorReportSuppressed()` before toasting.
let quietCalls = 0;

/** Runs a call with the global error toast suppressed for its failures. */
export async function withoutErrorToast<T>(call: () => Promise<T>): Promise<T> {
  quietCalls += 1;
  try {
    return await call();
  } finally {
    quietCalls -= 1;
  }
}

export function isErrorReportSuppressed(): boolean {
  return quietCalls > 0;
}
