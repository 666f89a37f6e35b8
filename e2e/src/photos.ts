// Photos for the photo journeys, made in the page so no binary fixture is needed.
import type { Page } from 'playwright-core';

/** A small real JPEG: the browser draws a plate and encodes it. */
export async function mealPhoto(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const c = document.createElement('canvas');
    c.width = 320;
    c.height = 240;
    const g = c.getContext('2d')!;
    g.fillStyle = '#f5f0e6';
    g.fillRect(0, 0, 320, 240);
    g.fillStyle = '#ffffff';
    g.beginPath();
    g.arc(160, 120, 100, 0, Math.PI * 2);
    g.fill();
    g.fillStyle = '#e8895a';
    g.fillRect(110, 90, 70, 45);
    g.fillStyle = '#fbfbf5';
    g.beginPath();
    g.arc(195, 140, 35, 0, Math.PI * 2);
    g.fill();
    return c.toDataURL('image/jpeg', 0.9);
  });
  return Buffer.from(dataUrl.split(',')[1]!, 'base64');
}
