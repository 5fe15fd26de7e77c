/** How far a photo is scaled down before it is sent; from the upload block's options in pages.yaml. */
export interface PhotoLimits {
  /** Longest side in pixels after scaling. */
  maxSide: number;
  /** JPEG quality, 0..1; the browser's default when undefined. */
  quality: number | undefined;
  /** A photo over this many bytes is re-encoded even when it is small enough in pixels. */
  maxBytes: number;
}

/**
 * Scales a photo down in the browser so a 12 MP camera picture does not go up whole on a slow network: the
 * longest side to `maxSide`, re-encoded as JPEG at `quality`. A picture already within the limits is sent as
 * it is (a screenshot stays sharp). What the browser cannot decode (HEIC on Chromium, a damaged file) comes back
 * unchanged, for the size check and the server to judge. Never rejects.
 */
export async function scalePhoto(file: File, limits: PhotoLimits): Promise<File> {
  if (typeof createImageBitmap !== 'function' || !/^image\/(jpeg|png|webp|bmp)$/.test(file.type)) return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return file;
  }
  try {
    const longest = Math.max(bitmap.width, bitmap.height);
    if (longest <= limits.maxSide && file.size <= limits.maxBytes) return file;
    const scale = Math.min(1, limits.maxSide / longest);
    const width = Math.max(1, Math.round(bitmap.width * scale));
    const height = Math.max(1, Math.round(bitmap.height * scale));
    const blob = await encodeJpeg(bitmap, width, height, limits.quality);
    // Re-encoded only for its bytes, it must be smaller to be worth it; scaled down, it is sent whatever it weighs.
    if (!blob || (scale === 1 && blob.size >= file.size)) return file;
    return new File([blob], `${file.name.replace(/\.[^.]*$/, '')}.jpg`, { type: 'image/jpeg', lastModified: file.lastModified });
  } catch {
    return file;
  } finally {
    bitmap.close();
  }
}

async function encodeJpeg(bitmap: ImageBitmap, width: number, height: number, quality: number | undefined): Promise<Blob | null> {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) return null;
  // JPEG has no transparency: a transparent PNG would turn black without a white ground.
  context.fillStyle = '#fff';
  context.fillRect(0, 0, width, height);
  context.imageSmoothingQuality = 'high';
  context.drawImage(bitmap, 0, 0, width, height);
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', quality));
}
