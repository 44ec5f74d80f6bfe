/** Every path the contracts (and the API's own file routes) answer under: `/api`, `/api/…`, `/api?…`. */
const API_URL = /^\/api(\/|\?|$)/;

/** Whether a request URL (path and query) belongs to the API rather than to an app's pages. */
export const isApiUrl = (url: string): boolean => API_URL.test(url);
