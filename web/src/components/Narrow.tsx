import type { ReactNode } from 'react';

/** A centred column for the single-form public pages (login, sign-up, password). */
export function Narrow({ children, width = 480 }: { children: ReactNode; width?: number }) {
  return <div style={{ maxWidth: width, margin: '0 auto', padding: '24px 16px' }}>{children}</div>;
}
