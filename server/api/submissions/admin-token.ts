/**
 * What an ADMIN_TOKEN must be: long, and not guessable. Checked before the
 * server starts, so a weak one is never in service. Length alone let 32 `a`s
 * through. The entropy here is estimated from the token itself: the Shannon
 * entropy of its characters times its length, counted over its shortest
 * repeating unit ("abcd" × 8 is worth one "abcd"). A random token from
 * `openssl rand -hex 16` (32 characters, the shortest taken) scores 92 bits at
 * the least in 200,000 draws; `openssl rand -hex 24` scores about 170.
 */

/** A shorter token could be guessed: 32 characters of a random source (openssl rand -hex 16) or more. */
export const ADMIN_TOKEN_MIN_LENGTH = 32;
/** Below this a token repeats itself or uses too few characters: 32 `a`s score 0, "ab" × 16 score 2. */
export const ADMIN_TOKEN_MIN_BITS = 80;

export class AdminTokenError extends Error {}

/** The shortest prefix the token repeats ("abcabcab" → "abc"). */
function repeatingUnit(token: string): string {
  for (let period = 1; period < token.length; period += 1) {
    let repeats = true;
    for (let index = period; index < token.length && repeats; index += 1)
      repeats = token[index] === token[index - period];
    if (repeats) return token.slice(0, period);
  }
  return token;
}

/** Bits of entropy the token's own characters show (an estimate: no dictionary, no keyboard walks). */
export function estimatedEntropyBits(token: string): number {
  const unit = [...repeatingUnit(token)];
  const counts = new Map<string, number>();
  for (const character of unit) counts.set(character, (counts.get(character) ?? 0) + 1);
  let bitsPerCharacter = 0;
  for (const count of counts.values()) {
    const share = count / unit.length;
    bitsPerCharacter -= share * Math.log2(share);
  }
  return bitsPerCharacter * unit.length;
}

/** Refuses, before the server starts, a token short or plain enough to be guessed. */
export function checkAdminToken(token: string | undefined): void {
  if (token === undefined) return;
  if (token.length < ADMIN_TOKEN_MIN_LENGTH) {
    throw new AdminTokenError(
      `ADMIN_TOKEN precisa de pelo menos ${ADMIN_TOKEN_MIN_LENGTH} caracteres (tem ${token.length}); gere um com "openssl rand -hex 24".`,
    );
  }
  const bits = estimatedEntropyBits(token);
  if (bits < ADMIN_TOKEN_MIN_BITS) {
    throw new AdminTokenError(
      `ADMIN_TOKEN é fácil de adivinhar: repete caracteres ou usa poucos deles (cerca de ${Math.floor(bits)} bits de entropia; o mínimo é ${ADMIN_TOKEN_MIN_BITS}). Gere um aleatório com "openssl rand -hex 24".`,
    );
  }
}
