/** The questions shared with the caller, the shares behind them and the subscriber status. */
export function SharedWithMeTab() {
  return <div data-testid="shared-with-me-tab" />;
}
