/**
 * A downloaded picture as a `data:` URL for an <img>: a picture the server answers only with the caller's token
 * cannot be an <img>'s own `src`, and a data URL needs no revoking (an object URL would have to be released when
 * the component goes, which React's double effects in development make fragile).
 */
export function dataUrlOf(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The picture could not be read'));
    reader.readAsDataURL(blob);
  });
}
