/**
 * Opens a tab before an async download (so popup blockers accept it, the click is still the user gesture) and
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

/** Saves a blob under a file name through an object URL and a download link click. */
export function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
