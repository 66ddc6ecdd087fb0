/**
 * The class code in the student app's address (`/remote?code=`). A class's link brings it; from
 * then on it follows the class the phone is in: set at the join, removed when the class ends or
 * the token is refused. So the join form, filled in from the address, never offers an ended
 * class's code, and a reload of the class's page finds its class again (useRemoteApp.ts).
 */
export function addressCode(): string {
  return new URLSearchParams(window.location.search).get('code')?.trim() ?? '';
}

export function showCodeInAddress(code: string | null): void {
  const url = new URL(window.location.href);
  if (code) url.searchParams.set('code', code);
  else url.searchParams.delete('code');
  window.history.replaceState(window.history.state, '', url);
}
