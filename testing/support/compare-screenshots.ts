import type { Browser } from '@playwright/test';

export interface ScreenshotDifference {
  /** Pixels whose colour differs. */
  pixels: number;
  /** Where they are: [left, top, right, bottom], or undefined when none differ. */
  box: [number, number, number, number] | undefined;
  sameSize: boolean;
}

/**
 * Compares two PNG screenshots pixel by pixel, decoding them in a blank page of the
 * browser (Playwright exports no PNG decoder). A handful of pixels may differ where the
 * rasteriser anti-aliases an SVG edge differently from one paint to the next.
 */
export async function compareScreenshots(
  browser: Browser,
  before: Buffer,
  after: Buffer,
): Promise<ScreenshotDifference> {
  const page = await browser.newPage();
  try {
    return await page.evaluate(
      async ({ a, b }) => {
        const decode = (base64: string) =>
          new Promise<HTMLImageElement>((resolve, reject) => {
            const image = new Image();
            image.onload = () => resolve(image);
            image.onerror = reject;
            image.src = `data:image/png;base64,${base64}`;
          });
        const pixelsOf = (image: HTMLImageElement) => {
          const canvas = document.createElement('canvas');
          canvas.width = image.width;
          canvas.height = image.height;
          const context = canvas.getContext('2d') as CanvasRenderingContext2D;
          context.drawImage(image, 0, 0);
          return context.getImageData(0, 0, image.width, image.height).data;
        };
        const [first, second] = await Promise.all([decode(a), decode(b)]);
        if (first.width !== second.width || first.height !== second.height) {
          return { pixels: Number.POSITIVE_INFINITY, box: undefined, sameSize: false };
        }
        const [x, y] = [pixelsOf(first), pixelsOf(second)];
        let pixels = 0;
        let box: [number, number, number, number] | undefined;
        for (let i = 0; i < x.length; i += 4) {
          if (x[i] === y[i] && x[i + 1] === y[i + 1] && x[i + 2] === y[i + 2]) continue;
          pixels += 1;
          const [left, top] = [(i / 4) % first.width, Math.floor(i / 4 / first.width)];
          box = box
            ? [
                Math.min(box[0], left),
                Math.min(box[1], top),
                Math.max(box[2], left),
                Math.max(box[3], top),
              ]
            : [left, top, left, top];
        }
        return { pixels, box, sameSize: true };
      },
      { a: before.toString('base64'), b: after.toString('base64') },
    );
  } finally {
    await page.close();
  }
}
