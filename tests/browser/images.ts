/** A tiny valid PNG (the sandbox checks image bytes), as a file for setInputFiles. */
export function pngFile(name: string): { name: string; mimeType: string; buffer: Buffer } {
  const onePixel = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
  return { name, mimeType: 'image/png', buffer: Buffer.from(onePixel, 'base64') };
}

/**
 * A camera-sized JPEG (4000 × 3000, blotchy so it does not compress to nothing), drawn in the page by the browser
 * itself, as base64. Runs in the page: pass it to page.evaluate.
 */
export async function drawCameraPhoto(): Promise<string> {
  const canvas = document.createElement('canvas');
  canvas.width = 4000;
  canvas.height = 3000;
  const context = canvas.getContext('2d')!;
  let seed = 7;
  const random = () => {
    seed = (seed * 16807) % 2147483647;
    return seed / 2147483647;
  };
  for (let y = 0; y < 3000; y += 10) {
    for (let x = 0; x < 4000; x += 10) {
      context.fillStyle = `rgb(${random() * 255},${random() * 255},${random() * 255})`;
      context.fillRect(x, y, 10, 10);
    }
  }
  const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), 'image/jpeg', 0.95));
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let text = '';
  for (let i = 0; i < bytes.length; i += 0x8000) text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(text);
}
