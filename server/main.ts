import path from "node:path";
import { fileURLToPath } from "node:url";
import { ConfigurationError, configFromEnvironment } from "./config";
import { createProductionServer } from "./production-server";
import { StoreUnavailableError } from "./store/store-unavailable";

/**
 * Serves the built site and the reference API: how `npm start`, the suite and
 * the benchmark start the server. Settings come from the environment
 * (docs/server.md, Configuration): PORT (8000; 0 = any free port), HOST (127.0.0.1), DATA_DIR,
 * DATABASE_URL, SQLITE_BUSY_TIMEOUT_MS, SUBMISSIONS_PER_MINUTE, ADMIN_TOKEN,
 * TRUST_PROXY, IMAGE_REMOTE_PATTERNS, IMAGE_TRANSFORMS, IMAGE_QUEUE,
 * SERVE_SOURCE_MAPS, PUBLIC_DIR, LOG_LEVEL, WARM_UP. A database it cannot
 * open (held by another process past the wait) stops it with one line that
 * names the file and the process. Warms itself first (server/http/warm-up.ts,
 * about 2.7 s), then prints exactly one line, `Site servido em http://HOST:PORT`,
 * once it listens; on SIGTERM or SIGINT it lets the requests under way finish,
 * closes the database and exits 0.
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
/** Past this a shutdown stops waiting for slow clients. */
const SHUTDOWN_GRACE_MS = 10_000;

let config: ReturnType<typeof configFromEnvironment>;
try {
  config = configFromEnvironment(process.env, root);
} catch (error) {
  if (!(error instanceof ConfigurationError)) throw error;
  console.error(`Configuração inválida: ${error.message}`);
  process.exit(1);
}

let site: Awaited<ReturnType<typeof createProductionServer>>;
try {
  site = await createProductionServer(config);
} catch (error) {
  if (!(error instanceof StoreUnavailableError)) throw error;
  console.error(error.message);
  process.exit(1);
}
if (config.warmUp) {
  try {
    await site.warmUp();
  } catch (error) {
    console.error("O servidor não pôde se aquecer antes de atender:", error instanceof Error ? error.message : error);
    await site.close();
    process.exit(1);
  }
}
const address = await site.listen(config.port, config.host);
console.log(`Site servido em ${address}`);

let stopping = false;
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    setTimeout(() => {
      console.error("Encerramento forçado: ainda havia pedidos em andamento.");
      process.exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
    site.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error("Erro ao encerrar", error);
        process.exit(1);
      },
    );
  });
}
