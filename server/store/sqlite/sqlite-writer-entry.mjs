// The writer thread's entry: a worker starts without the parent's TypeScript loader,
// so it registers tsx before loading the writer, under `npm start`, vitest or the bench alike.
import { workerData } from "node:worker_threads";
import { register } from "tsx/esm/api";

register();
await import(workerData.entry);
