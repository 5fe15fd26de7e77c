// public/img/favicon.png from public/img/logo.svg, drawn by Chromium at 64 px: run it after changing the logo.
// A PNG because Chromium draws an SVG icon as a document of its own on the page's main thread (docs/measurements.md).
import { readFileSync } from 'node:fs';
import { launchBrowser } from '../harness/browser.ts';

const SIZE = 64;
const svg = readFileSync('public/img/logo.svg', 'utf8');
const browser = await launchBrowser();
try {
  const page = await browser.newPage({ viewport: { width: SIZE, height: SIZE }, deviceScaleFactor: 1 });
  await page.setContent(`<body style="margin:0">${svg}</body>`);
  await page.locator('svg').evaluate((logo, size) => {
    logo.setAttribute('width', String(size));
    logo.setAttribute('height', String(size));
  }, SIZE);
  await page.locator('svg').screenshot({ path: 'public/img/favicon.png', omitBackground: true });
} finally {
  await browser.close();
}
console.log(`public/img/favicon.png: ${SIZE}x${SIZE} from public/img/logo.svg`);
