import { randomBytes } from "node:crypto";
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";

/**
 * Optimised images on disk, under a name made of what they are: the hash of
 * the source's bytes, the width, the quality and the format. A rebuilt image
 * gets a new name by itself, the same image under two addresses shares one,
 * and the cache survives restarts. Its size is bounded by the sources: at most
 * one file per served width, quality and format of each source.
 */
export class DiskCache {
  constructor(private readonly dir: string) {}

  private fileOf(key: string): string {
    return path.join(this.dir, key.slice(0, 2), key);
  }

  async get(key: string): Promise<Buffer | undefined> {
    try {
      return await readFile(this.fileOf(key));
    } catch {
      return undefined;
    }
  }

  /** Written beside and renamed: a reader never sees half a file, even if the server dies mid-write. */
  async put(key: string, body: Buffer): Promise<void> {
    const file = this.fileOf(key);
    await mkdir(path.dirname(file), { recursive: true });
    const partial = `${file}.${randomBytes(6).toString("hex")}.tmp`;
    await writeFile(partial, body);
    await rename(partial, file);
  }
}
