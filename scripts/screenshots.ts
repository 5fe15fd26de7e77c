// Screenshots of pages as a borrower's phone shows them, in Spanish and English, into .tmp/screens/.
// Usage: npx tsx scripts/screenshots.ts /complaint?orderId=ORD180 /customerService …  (no paths: a default set)
import { mkdirSync } from 'node:fs';
import { startApp } from '../tests/browser/fixture.ts';
import { buildApp, buildDirFor } from '../tests/browser/buildApp.ts';

const paths = process.argv.slice(2);
const wanted = paths.length
  ? paths
  : ['/complaint?orderId=ORD180', '/complaintList', '/complainDetails?problemId=1001', '/customerService'];
const width = Number(process.env.WIDTH ?? 390);
const height = Number(process.env.HEIGHT ?? 844);
mkdirSync('.tmp/screens', { recursive: true });
const dir = buildDirFor('screens');
if (!process.env.NO_BUILD) await buildApp(dir);
const app = await startApp(dir);
try {
  for (const path of wanted) {
    for (const lang of ['es', 'en'] as const) {
      const { page, errors } = await app.open(path, { lang, width, height });
      await page.waitForFunction(() => !document.querySelector('[data-phase=loading]'), undefined, { timeout: 10_000 });
      await page.waitForLoadState('networkidle');
      const name = `${path.replace(/^\//, '').replace(/[^A-Za-z0-9]+/g, '_') || 'home'}.${lang}.${width}.png`;
      await page.screenshot({ path: `.tmp/screens/${name}`, fullPage: process.env.FULL === '1' });
      console.log(`.tmp/screens/${name}${errors.length ? `  errors: ${errors.join(' | ')}` : ''}`);
      await page.close();
    }
  }
} finally {
  await app.close();
}
