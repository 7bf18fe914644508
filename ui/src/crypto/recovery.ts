// The recovery key: 128 random bits shown once as 12 words (the BIP-39 English list, whose last word
// carries a checksum, so a mistyped word is caught before any unwrapping is tried).
import { generateMnemonic, validateMnemonic } from '@scure/bip39';
import { wordlist } from '@scure/bip39/wordlists/english.js';

export const RECOVERY_WORD_COUNT = 12;

export function newRecoveryWords(): string[] {
  return generateMnemonic(wordlist, 128).split(' ');
}

/** The words as typed back (any case, spaces, commas or line breaks, numbering) as the secret, or null when they are not a recovery key. */
export function recoverySecretFrom(typed: string): string | null {
  const words = typed
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter(Boolean);
  const phrase = words.join(' ');
  return words.length === RECOVERY_WORD_COUNT && validateMnemonic(phrase, wordlist) ? phrase : null;
}
