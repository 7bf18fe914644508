// Base64 for bytes, in browsers and in Node alike (btoa/atob exist in both).
export function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let index = 0; index < bytes.length; index += 0x8000) binary += String.fromCharCode(...bytes.subarray(index, index + 0x8000));
  return btoa(binary);
}

export function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

export function randomBytes(length: number): Uint8Array<ArrayBuffer> {
  return crypto.getRandomValues(new Uint8Array(length));
}

export const utf8 = {
  encode: (text: string) => new TextEncoder().encode(text) as Uint8Array<ArrayBuffer>,
  decode: (bytes: ArrayBuffer | Uint8Array) => new TextDecoder().decode(bytes),
};
