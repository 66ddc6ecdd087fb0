/**
 * DynamoDB Local keeps its data in one SQLite file and leaves it in SQLite's default rollback
 * journal mode, where every write is a commit that syncs the journal and the database to disk
 * (about four fsyncs). On a data folder on disk, as `npm start` keeps it, that made the store
 * do 30-550 writes a second depending on the disk, whatever the CPU: the answer path's ceiling
 * (docs/benchmarks.md "Answer ingest"). In write-ahead-log mode a commit appends to the `-wal`
 * file and DynamoDB Local's sync setting (measured: no fsync per commit) leaves syncing to the
 * checkpoints, so writes go at CPU speed. SQLite stores the mode in the file itself (header
 * bytes 18 and 19: 1 = rollback journal, 2 = WAL), so DynamoDB Local opens the file in WAL mode
 * from then on. A WAL database survives a killed process as the journal did (the log is replayed
 * on the next open); only an operating-system crash may lose the last moments of writes.
 *
 * Done before Java starts, while nobody has the file open:
 * - no file yet (a new data folder): an empty database of one page in WAL mode is written, the
 *   bytes SQLite itself writes for `PRAGMA journal_mode=WAL` on an empty file (page size 1024, the
 *   size DynamoDB Local's SQLite picks on its own);
 * - a file in rollback mode: its two mode bytes are set to 2, unless a hot journal (an interrupted
 *   commit) is beside it: SQLite must roll that back first, so the switch waits for the next start.
 * https://www.sqlite.org/fileformat2.html "The Database Header"
 */
import { closeSync, existsSync, openSync, readSync, statSync, writeFileSync, writeSync } from 'node:fs';

const MAGIC = 'SQLite format 3\0';
const PAGE_SIZE = 1024;
const WAL = 2;

export type WalOutcome = 'created' | 'switched' | 'already' | 'hot-journal' | 'not-sqlite';

/** The one-page empty database in WAL mode (header, then an empty schema table leaf page). */
export function emptyWalDatabase(): Buffer {
  const page = Buffer.alloc(PAGE_SIZE);
  page.write(MAGIC, 0, 'latin1');
  page.writeUInt16BE(PAGE_SIZE, 16);
  page[18] = WAL; // file format write version
  page[19] = WAL; // file format read version
  page[21] = 64; // maximum embedded payload fraction (fixed)
  page[22] = 32; // minimum embedded payload fraction (fixed)
  page[23] = 32; // leaf payload fraction (fixed)
  page.writeUInt32BE(1, 24); // file change counter
  page.writeUInt32BE(1, 28); // database size in pages
  page.writeUInt32BE(1, 92); // version-valid-for (= the change counter)
  page.writeUInt32BE(3_040_001, 96); // SQLite version that wrote it
  page[100] = 0x0d; // page 1: a table b-tree leaf (sqlite_schema), no cells
  page.writeUInt16BE(PAGE_SIZE, 105); // start of the cell content area: the page's end
  return page;
}

/** Puts the SQLite file at `path` (made on demand) in WAL mode; never touches an open database. */
export function useWriteAheadLog(path: string): WalOutcome {
  if (!existsSync(path) || statSync(path).size === 0) {
    writeFileSync(path, emptyWalDatabase());
    return 'created';
  }
  const fd = openSync(path, 'r+');
  try {
    const header = Buffer.alloc(20);
    readSync(fd, header, 0, header.length, 0);
    if (header.toString('latin1', 0, 16) !== MAGIC) return 'not-sqlite';
    if (header[18] === WAL && header[19] === WAL) return 'already';
    const journal = `${path}-journal`;
    if (existsSync(journal) && statSync(journal).size > 0) return 'hot-journal';
    writeSync(fd, Buffer.from([WAL, WAL]), 0, 2, 18);
    return 'switched';
  } finally {
    closeSync(fd);
  }
}
