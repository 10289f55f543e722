/** Where the backend's routes live: on this app's origin, or on API_URL when the backend runs apart. */
export const API_BASE = "/api/v1";

/** The backend's base URL as the browser calls it. */
export const browserApiBase = (apiUrl: string | undefined) => (apiUrl ? `${apiUrl}${API_BASE}` : API_BASE);
