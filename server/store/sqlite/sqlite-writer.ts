import { type MessagePort, parentPort, workerData } from "node:worker_threads";
import { StoreUnavailableError } from "../store-unavailable";
import { GroupCommit } from "./group-commit";
import { SqliteSubmissions } from "./sqlite-submissions";
import type { WriterAnswer, WriterData, WriterRequest } from "./writer-protocol";

/**
 * The writer thread: owns the SQLite connection, so its fsyncs never hold the
 * event loop that answers pages, and commits in groups (GroupCommit). Its
 * first answer (seq 0) says the database is open, or why it could not be.
 */

function serve(port: MessagePort, db: SqliteSubmissions): void {
  const commits = new GroupCommit(db);

  /** The answers of this turn, posted together once it ends. */
  const answers: WriterAnswer[] = [];

  function post(answer: WriterAnswer): void {
    answers.push(answer);
    if (answers.length === 1) setImmediate(() => port.postMessage(answers.splice(0)));
  }

  function answer(seq: number, work: () => Promise<unknown>): void {
    work().then(
      (result) => post({ seq, ok: true, result } as WriterAnswer),
      (error: unknown) => post({ seq, ok: false, message: String(error) }),
    );
  }

  function handle(request: WriterRequest): void {
    switch (request.op) {
      case "save":
        answer(request.seq, () => commits.save(request.submission));
        break;
      case "list":
        answer(request.seq, async () => db.list(request.filter));
        break;
      case "count":
        answer(request.seq, async () => db.count());
        break;
      case "commits-reach-disk":
        answer(request.seq, async () => db.commitsReachDisk());
        break;
      case "close":
        answer(request.seq, async () => {
          commits.flush();
          db.close();
          return null;
        });
        break;
    }
  }

  port.on("message", (requests: WriterRequest[]) => {
    for (const request of requests) handle(request);
  });
  post({ seq: 0, ok: true, result: null });
}

const port = parentPort;
if (!port) throw new Error("sqlite-writer.ts runs as a worker thread.");
const { file, busyTimeoutMs } = workerData as WriterData;
try {
  serve(port, new SqliteSubmissions(file, busyTimeoutMs));
} catch (error) {
  // Nothing listens on the port then: the thread ends once the answer is sent.
  const unavailable = error instanceof StoreUnavailableError;
  port.postMessage([{ seq: 0, ok: false, message: unavailable ? error.message : String(error), unavailable }]);
}
