/** The end-of-run report printed by `npm run simulate`. */
import type { SimulationSummary } from './run';

export function formatSummary(summary: SimulationSummary): string {
  const acks = Object.entries(summary.acks)
    .map(([status, count]) => `${status} ${count}`)
    .join(', ');
  return [
    `scanners ${summary.scanners}, buttons ${summary.buttons}, ${(summary.durationMs / 1000).toFixed(1)} s`,
    `presses sent     ${summary.pressesSent}`,
    `batches          ${summary.batches} (plus ${summary.replays} replayed)`,
    `duplicates sent  ${summary.duplicatesSent}`,
    `retries          ${summary.retries}`,
    `acks received    ${acks}${summary.invalidAcks > 0 ? `; ${summary.invalidAcks} invalid ack message(s)` : ''}`,
    `acknowledged     ${summary.acknowledged}`,
    `unacknowledged   ${summary.unacknowledged}`,
  ].join('\n');
}
