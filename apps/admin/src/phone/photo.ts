/**
 * A photo from the phone's camera or gallery, made ready to save: a phone's photo is
 * 4000 px and several MB, the site draws a service's picture at most ~800 px wide (1600
 * for sharp screens), and the release makes its AVIF and WebP copies from this one.
 */
const LONGEST_SIDE = 1600;
/** Larger than any phone's photo: a bigger file is not a photo. */
export const LARGEST_PHOTO_BYTES = 40 * 1024 * 1024;

export interface ReadyPhoto {
  /** To show it at once, and to send it to the preview. */
  dataUrl: string;
  /** The bytes to save, base64. */
  base64: string;
}

/** What the owner is told when a file cannot be used, and what to do. */
export const PHOTO_PROBLEMS = {
  notPhoto: 'That file is not a photo. Choose a photo (JPEG, PNG, WebP or HEIC).',
  tooBig: 'That file is larger than 40 MB. Choose a photo, not a video.',
  unreadable: 'This phone could not open that photo. Try another, or take a new one.',
} as const;

/** The file name a photo is saved under: the page's, and when, so no two collide. */
export function photoFileName(slug: string, now = new Date()): string {
  const stamp = now.toISOString().slice(0, 19).replace(/[-:]/g, '').replace('T', '-');
  return `${slug}-${stamp}.jpg`;
}

function drawn(bitmap: ImageBitmap): HTMLCanvasElement {
  const scale = Math.min(1, LONGEST_SIDE / Math.max(bitmap.width, bitmap.height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(bitmap.width * scale);
  canvas.height = Math.round(bitmap.height * scale);
  canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  return canvas;
}

/** The photo as a JPEG of at most LONGEST_SIDE, or one of PHOTO_PROBLEMS as an Error. */
export async function readyPhoto(file: File): Promise<ReadyPhoto> {
  if (!file.type.startsWith('image/')) throw new Error(PHOTO_PROBLEMS.notPhoto);
  if (file.size > LARGEST_PHOTO_BYTES) throw new Error(PHOTO_PROBLEMS.tooBig);
  const bitmap = await createImageBitmap(file).catch(() => {
    throw new Error(PHOTO_PROBLEMS.unreadable);
  });
  const dataUrl = drawn(bitmap).toDataURL('image/jpeg', 0.85);
  bitmap.close();
  return { dataUrl, base64: dataUrl.slice(dataUrl.indexOf(',') + 1) };
}
