/**
 * File hand-over for downloads that need the Authorization header (so a plain link cannot fetch them): the app
 * fetches the blob, then gives it to the browser through a short-lived object URL.
 */

/** Saves a blob under a file name through a temporary object URL and a download link click. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  anchor.rel = 'noopener';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // Revoked later rather than at once: some browsers start reading the URL after the click returns.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * Opens a tab before an async download (so popup blockers accept it: the click is still the user gesture) and
 * points it at the file once it has arrived. Returns a function that shows the blob, and one that closes the tab.
 */
export function openPendingTab(): { show: (blob: Blob) => void; cancel: () => void } {
  const tab = window.open('', '_blank');
  if (tab) tab.opener = null;
  return {
    show: (blob) => {
      const url = URL.createObjectURL(blob);
      if (tab && !tab.closed) tab.location.href = url;
      else window.open(url, '_blank', 'noopener');
      // Revoked later: the new tab needs time to load it.
      window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
    },
    cancel: () => tab?.close(),
  };
}

/** Opens a PDF that `load` fetches in a new tab; on failure the empty tab is closed and the error rethrown. */
export async function openPdfInNewTab(load: () => Promise<Blob>): Promise<void> {
  const pending = openPendingTab();
  try {
    pending.show(await load());
  } catch (error) {
    pending.cancel();
    throw error;
  }
}
