/**
 * The console is supported on Chromium browsers only (spec section 8: "Chrome, Edge and Opera
 * work"). Chromium and headless Chrome count as Chrome; Firefox and Safari do not.
 */
export function isSupportedBrowser(userAgent: string): boolean {
  // Firefox on iOS (FxiOS) and Samsung's browser carry Chrome-like tokens but are not supported.
  if (/Firefox|FxiOS|SamsungBrowser/i.test(userAgent)) {
    return false;
  }
  // Edge (Edg, EdgA, EdgiOS), Opera (OPR), Chrome on iOS (CriOS), Chrome, Chromium, HeadlessChrome.
  return /Edg(e|A|iOS)?\/|OPR\/|CriOS\/|HeadlessChrome\/|Chromium\/|Chrome\//.test(userAgent);
}
