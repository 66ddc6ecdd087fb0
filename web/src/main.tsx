/**
 * Entry of index.html, which the hosting serves for every path: it picks the app by path before
 * loading either one. /remote (the student app on a phone) loads its own small bundle, without
 * Cloudscape, the router or the console's pages; every other path loads the console. Both are
 * dynamic imports, so neither app's code is downloaded for the other.
 */
import './styles/fonts.css';
import { isRemotePath } from './remotePath';

const root = document.getElementById('root');
if (root) {
  if (isRemotePath(window.location.pathname)) {
    void import('./pages/remote/remoteMain').then(({ startRemote }) => startRemote(root));
  } else {
    void import('./consoleMain').then(({ startConsole }) => startConsole(root));
  }
}
