/**
 * A store that could not be opened, for a reason its operator can act on (the
 * SQLite file held by another process, say). Its message is one pt-BR line,
 * printed as it is by `npm start` before it exits: no stack, no error object.
 */
export class StoreUnavailableError extends Error {
  override readonly name = "StoreUnavailableError";
}
