/** A tiny valid PNG (the sandbox checks image bytes), as a file for setInputFiles. */
export function pngFile(name: string): { name: string; mimeType: string; buffer: Buffer } {
  const onePixel = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
  return { name, mimeType: 'image/png', buffer: Buffer.from(onePixel, 'base64') };
}
