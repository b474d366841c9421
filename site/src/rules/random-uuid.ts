/** Fills bytes with cryptographically strong random values. */
export type RandomBytes = (bytes: Uint8Array) => Uint8Array;

const cryptoRandom: RandomBytes = (bytes) => crypto.getRandomValues(bytes);

/**
 * A random (version 4) UUID, for ids nobody may guess or repeat (the visitor
 * id, a form's idempotency key). Built from getRandomValues because
 * crypto.randomUUID exists only on https pages.
 */
export function randomUuid(random: RandomBytes = cryptoRandom): string {
  const bytes = random(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
