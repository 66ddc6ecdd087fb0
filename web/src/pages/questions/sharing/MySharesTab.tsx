/** The shares the caller made: recipient, due date, overdue state; removal. */
export function MySharesTab() {
  return <div data-testid="my-shares-tab" />;
}
