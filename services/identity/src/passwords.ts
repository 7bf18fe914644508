// Password hashing with scrypt (node:crypto) and a per-user random salt. The parameters are stored with
// the hash (`scrypt$N$r$p$salt$hash`) so they can be raised later without breaking old accounts.
import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { WorkQueue } from './workQueue';

// Two hashes at a time (2 cores here; 32 MiB each); one that would wait more than 10 s is refused with a 503.
const hashing = new WorkQueue({ concurrency: 2, maxWaitMs: 10_000, initialEstimateMs: 100 });

const scrypt = (password: string, salt: Buffer, keyLength: number, options: ScryptOptions) =>
  hashing.run(
    () =>
      new Promise<Buffer>((resolve, reject) =>
        scryptCallback(password, salt, keyLength, options, (error, key) => (error ? reject(error) : resolve(key))),
      ),
  );

// N = 2^15, r = 8: 32 MiB of memory per hash, about 60 ms here; a guess costs an attacker the same.
const COST = 2 ** 15;
const BLOCK_SIZE = 8;
const PARALLELISM = 1;
const KEY_LENGTH = 32;
const maxmem = (n: number, r: number) => 128 * n * r * 2;

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, { N: COST, r: BLOCK_SIZE, p: PARALLELISM, maxmem: maxmem(COST, BLOCK_SIZE) });
  return ['scrypt', COST, BLOCK_SIZE, PARALLELISM, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, saltText, keyText] = stored.split('$');
  if (scheme !== 'scrypt' || !saltText || !keyText) return false;
  const expected = Buffer.from(keyText, 'base64');
  const key = await scrypt(password.normalize('NFKC'), Buffer.from(saltText, 'base64'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: maxmem(Number(n), Number(r)),
  });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** A hash that matches nothing, verified against when the email is unknown so timing does not tell. */
let decoy: Promise<string> | undefined;
export function decoyHash(): Promise<string> {
  return (decoy ??= hashPassword(randomBytes(16).toString('hex')));
}
