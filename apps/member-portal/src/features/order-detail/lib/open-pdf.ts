/**
 * Opens a tab during the click (popup blockers accept it) and points it at the PDF once it has arrived; on
 * failure the empty tab is closed and the error rethrown.
 */
export async function openPdfInNewTab(load: () => Promise<Blob>): Promise<void> {
  const tab = window.open('', '_blank');
  if (tab) tab.opener = null;
  try {
    const url = URL.createObjectURL(await load());
    if (tab && !tab.closed) tab.location.href = url;
    else window.open(url, '_blank', 'noopener');
    window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
  } catch (error) {
    tab?.close();
    throw error;
  }
}
