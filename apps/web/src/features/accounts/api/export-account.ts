/** A plain link, so the browser downloads the file with the server's filename and keeps the session cookie. */
export const exportAccountUrl = "/api/me/export";
