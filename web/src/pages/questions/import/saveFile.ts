/** Hands bytes made in the browser to the user as a download (a Blob, an object URL and <a download>). */

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** How long the object URL is kept for the browser to start the download. */
const REVOKE_AFTER_MS = 60_000;

export function saveFile(bytes: ArrayBuffer, fileName: string, mimeType = XLSX_MIME): void {
  const url = URL.createObjectURL(new Blob([bytes], { type: mimeType }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Not revoked at once: some browsers read the URL only after the click handler returns.
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}
