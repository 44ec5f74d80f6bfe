/**
 * File hand-over for downloads that need the Authorization header (so a plain link cannot fetch them): the app
 * fetches the blob, then gives it to the browser through a short-lived object URL. Files are saved under their
 * real name (labels and customs papers take it from the server's Content-Disposition) rather than shown in a
 * `blob:` tab, which has no name to save or print under.
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
