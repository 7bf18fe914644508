// What one document may cost the documents service. Each limit bounds memory or time for the decoders
// (@napi-rs/canvas, pdfjs-dist, tesseract.js), which run in a sandbox child process (src/sandbox/).

/**
 * Largest image, in pixels, we decode: 50 megapixels. A Letter or A4 page scanned at 600 dpi is 34-35 MP and
 * phone photos are 12-48 MP, so every real upload fits. Decoding costs about 4 bytes a pixel in the canvas,
 * 4 more for its pixel copy, 1 for the luminance plane and about 4 in tesseract's own decoder: some 650 MB at
 * the limit, which the sandbox's memory limit below leaves room for. 12,000 x 12,000 (144 MP) is refused.
 */
export const MAX_IMAGE_PIXELS = 50_000_000;
/** Longest side: decoders (skia, leptonica) use 16-bit sizes in places; 30,000 keeps clear of 32,767. */
export const MAX_IMAGE_SIDE = 30_000;
/**
 * Most pages a PDF may have. A full prior-year return with every schedule and a state return stays well under
 * it; only the first page is read, but pdfjs parses the page tree.
 */
export const MAX_PDF_PAGES = 300;
/** A PDF's last bytes must hold %%EOF (ISO 32000-1 §7.5.5); a truncated upload does not. */
export const PDF_EOF_WINDOW_BYTES = 1024;

/** V8 heap of a sandbox process (the pixel data lives outside it, in native and WASM memory). */
export const SANDBOX_HEAP_MB = 512;
/** Resident memory at which the sandbox process is killed (checked 4 times a second while it works). */
export const SANDBOX_MAX_RSS_MB = 1536;
/** Time one document may take in the sandbox before its process is killed (OCR of a 35 MP scan takes ~25 s here). */
export const SANDBOX_TIMEOUT_MS = 60_000;
