import { existsSync, readFileSync } from "node:fs";

/**
 * The commits a SQLite database's write-ahead log holds, read from the file as
 * SQLite's documented format lays it out (https://www.sqlite.org/fileformat2.html#walformat),
 * not from the store: a 32-byte header whose salts mark the log's current
 * generation, then frames of a 24-byte header and one page each. A frame that
 * ends a transaction records the database's size after it (non-zero); frames
 * of an earlier generation (before a checkpoint restarted the log) carry other
 * salts and are not counted.
 */
export function commitsInWriteAheadLog(walFile: string): number {
  if (!existsSync(walFile)) return 0;
  const log = readFileSync(walFile);
  if (log.length < 32) return 0;
  const magic = log.readUInt32BE(0);
  if (magic !== 0x377f0682 && magic !== 0x377f0683) throw new Error(`${walFile} is not a SQLite write-ahead log`);
  const pageSize = log.readUInt32BE(8);
  const [salt1, salt2] = [log.readUInt32BE(16), log.readUInt32BE(20)];
  let commits = 0;
  for (let frame = 32; frame + 24 + pageSize <= log.length; frame += 24 + pageSize) {
    if (log.readUInt32BE(frame + 8) !== salt1 || log.readUInt32BE(frame + 12) !== salt2) break;
    if (log.readUInt32BE(frame + 4) !== 0) commits += 1;
  }
  return commits;
}
