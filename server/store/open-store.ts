import path from "node:path";
import { openPostgresStore } from "./postgres/postgres-store";
import { openSqliteStore, type SqliteCommitMode } from "./sqlite/sqlite-store";
import type { SubmissionStore } from "./submission-store";

/** The SQLite file inside DATA_DIR. */
export const SUBMISSIONS_FILE = "submissions.sqlite";

export interface StoreChoice {
  /** postgres://…: PostgreSQL; absent: SQLite in `dataDir`. */
  databaseUrl?: string | undefined;
  dataDir: string;
  sqliteCommit?: SqliteCommitMode;
  /** How long SQLite waits for a database another process holds (SQLITE_BUSY_TIMEOUT_MS). */
  sqliteBusyTimeoutMs?: number;
}

/** The store a configuration names: PostgreSQL when given a database address, else the SQLite file. */
export function openSubmissionStore({
  databaseUrl,
  dataDir,
  sqliteCommit,
  sqliteBusyTimeoutMs,
}: StoreChoice): Promise<SubmissionStore> {
  if (databaseUrl) return openPostgresStore(databaseUrl);
  return openSqliteStore(path.join(dataDir, SUBMISSIONS_FILE), sqliteCommit, sqliteBusyTimeoutMs);
}
