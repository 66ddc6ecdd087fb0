/** Whether a path is the student app's (/remote, /remote/, /remote?code=...), not the console's. */
export function isRemotePath(pathname: string): boolean {
  return pathname === '/remote' || pathname.startsWith('/remote/');
}
