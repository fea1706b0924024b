#!/usr/bin/env node
// Draws the installable app's icons (web app manifest, docs/PRODUCT.md#reading-comfort-and-writers-tools) from apps/web/public/favicon.svg
// with Playwright's Chromium: 192 and 512 px as drawn, and a 512 px maskable one whose
// artwork sits inside the 80 % safe circle on a full-bleed background. The PNGs are committed;
// run again only when the favicon changes: node scripts/make-icons.mjs
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const publicDir = path.join(root, 'apps/web/public');
const svg = readFileSync(path.join(publicDir, 'favicon.svg'), 'utf8');
const uri = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;

const ICONS = [
  { file: 'icon-192.png', size: 192, maskable: false },
  { file: 'icon-512.png', size: 512, maskable: false },
  { file: 'icon-maskable-512.png', size: 512, maskable: true },
];

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
const page = await browser.newPage({ deviceScaleFactor: 1 });
for (const icon of ICONS) {
  await page.setViewportSize({ width: icon.size, height: icon.size });
  // Maskable: the favicon's own rounded square would be cut by the mask, so the background
  // fills the canvas and the artwork shrinks to the safe zone.
  const inner = icon.maskable ? Math.round(icon.size * 0.8) : icon.size;
  await page.setContent(
    `<html><body style="margin:0;width:${icon.size}px;height:${icon.size}px;display:grid;place-items:center;background:${icon.maskable ? '#b4532a' : 'transparent'}">` +
      `<img src="${uri}" width="${inner}" height="${inner}"></body></html>`,
  );
  await page.screenshot({ path: path.join(publicDir, 'icons', icon.file), omitBackground: !icon.maskable });
  console.log(`apps/web/public/icons/${icon.file}`);
}
await browser.close();
