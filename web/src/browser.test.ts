import { describe, expect, it } from 'vitest';
import { isSupportedBrowser } from './browser';

const AGENTS = {
  chrome:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  edge: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.2592.87',
  opera:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 OPR/112.0.0.0',
  chromium:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chromium/126.0.6478.126 Chrome/126.0.6478.126 Safari/537.36',
  headless:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/126.0.6478.126 Safari/537.36',
  firefox: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:127.0) Gecko/20100101 Firefox/127.0',
  firefoxIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/127.0 Mobile/15E148 Safari/605.1.15',
  safari:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
};

describe('isSupportedBrowser', () => {
  it.each(['chrome', 'edge', 'opera', 'chromium', 'headless'] as const)('accepts %s', (name) => {
    // Prepare
    const agent = AGENTS[name];
    // Act
    const supported = isSupportedBrowser(agent);
    // Assess
    expect(supported).toBe(true);
  });

  it.each(['firefox', 'firefoxIos', 'safari'] as const)('rejects %s', (name) => {
    expect(isSupportedBrowser(AGENTS[name])).toBe(false);
  });

  it('rejects an empty user agent', () => {
    expect(isSupportedBrowser('')).toBe(false);
  });
});
