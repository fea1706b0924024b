import { expect, test, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { loginAs } from './support/auth';
import { apiToken, createChapterViaApi, createStoryViaApi, expectEditorReady, registerViaApi, toast } from './support/authoring';
import { saveScreenshot } from './support/screenshots';
import { expectNoHorizontalOverflow } from './support/layout';

const NET = { timeout: 20_000 };
const HOUR = 60 * 60 * 1000;

const turkeyParts = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Istanbul',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
const turkeyLabel = new Intl.DateTimeFormat('tr-TR', { timeZone: 'Europe/Istanbul', day: 'numeric', month: 'long', hour: '2-digit', minute: '2-digit' });

/** The datetime-local value of an instant in Turkish time. */
function pickerValue(ms: number): string {
  const p = Object.fromEntries(turkeyParts.formatToParts(new Date(ms)).map((x) => [x.type, x.value]));
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}`;
}

async function shot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await saveScreenshot(page, name);
}

test.describe('Yazar araçları', () => {
  test('schedule a chapter in the editor, see it marked on the chapter list, open statistics, download the EPUB', async ({ page, request }) => {
    test.setTimeout(120_000);
    const author = await registerViaApi(request, 'zamanlayan');
    const token = await apiToken(request, author.email, author.password);
    const storyId = await createStoryViaApi(request, token, { title: 'Zamanın Kıyısında', description: 'Zamanlanan bir hikaye.' });
    const first = await createChapterViaApi(request, token, { bookId: storyId, title: 'Başlangıç', content: '<p>İlk bölüm.</p>', published: true });
    // One reader opens the first chapter: a bar today and a read-through to show.
    const reader = await registerViaApi(request, 'okuyan');
    const readerToken = await apiToken(request, reader.email, reader.password);
    const viewed = await request.post(`/api/bookReader/books/${storyId}/chapters/${first}/incrementViews`, { headers: { Authorization: `Bearer ${readerToken}` }, data: {} });
    expect(viewed.ok(), await viewed.text()).toBe(true);
    await createChapterViaApi(request, token, { bookId: storyId, title: 'Yarının Bölümü', content: '<p>Sonra gelecek.</p>' });
    await loginAs(page, author.email, author.password);

    // ---- the editor: Zamanla → pick a time two days ahead ----------------------------------
    await page.goto(`/story-details/${storyId}`);
    await page.getByRole('tab', { name: /^İçindekiler/ }).click();
    await page.getByRole('button', { name: /^Düzenle\s*: Yarının Bölümü$/ }).click();
    await expectEditorReady(page);
    const at = Math.ceil((Date.now() + 48 * HOUR) / HOUR) * HOUR;
    const label = `Zamanlandı · ${turkeyLabel.format(new Date(at))}`;
    await page.getByRole('button', { name: 'Zamanla', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Bölümü zamanla' });
    await dialog.getByLabel('Yayın zamanı (Türkiye saati)').fill(pickerValue(at));
    await shot(page, 'schedule-dialog');
    await dialog.getByRole('button', { name: 'Zamanla', exact: true }).click();
    await expect(toast(page, 'Bölüm zamanlandı.')).toBeVisible(NET);
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: label })).toBeVisible();
    await shot(page, 'editor-scheduled');

    // ---- story details: the draft is marked, the other chapter is not schedulable ----------
    await page.goto(`/story-details/${storyId}`);
    await page.getByRole('tab', { name: /^İçindekiler/ }).click();
    const draftRow = page.getByTestId('chapter-row').filter({ hasText: 'Yarının Bölümü' });
    await expect(draftRow.getByTestId('scheduled-badge')).toHaveText(label);
    await expect(page.getByTestId('chapter-row').filter({ hasText: 'Başlangıç' }).getByRole('button', { name: /Zamanla/ })).toHaveCount(0);
    await shot(page, 'story-contents-scheduled');

    // ---- EPUB ------------------------------------------------------------------------------
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'EPUB olarak indir' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('Zamanın Kıyısında.epub');

    // ---- statistics ------------------------------------------------------------------------
    await page.getByRole('link', { name: /^İstatistikler/ }).click();
    await expect(page).toHaveURL(new RegExp(`/story-details/${storyId}/stats$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Zamanın Kıyısında' })).toBeVisible(NET);
    await expect(page.getByRole('img', { name: /^Son 30 günde toplam 1 okunma\./ })).toBeVisible();
    await expect(page.getByTestId('chapter-stats').getByRole('row').nth(1)).toContainText('%100');
    const table = page.getByTestId('chapter-stats');
    await expect(table.getByRole('row')).toHaveCount(3);
    await expect(table.getByRole('rowheader').nth(1)).toHaveText('2. Yarının Bölümü (taslak)');
    await expectNoSeriousA11yViolations(page, 'story statistics');
    await shot(page, 'story-stats');

    // ---- any range since the story began, and its CSV -----------------------------------------
    await page.getByRole('button', { name: 'Son 1 yıl' }).click();
    await expect(page.getByRole('img', { name: /^Son 365 günde toplam 1 okunma\. En çok okunan hafta / })).toBeVisible(NET);
    await expect(page.getByRole('heading', { level: 2, name: 'Okunma: Son 1 yıl' })).toBeVisible();
    await expect(page).toHaveURL(/\?from=\d{4}-\d\d-\d\d$/);
    const csvDownload = page.waitForEvent('download');
    await page.getByRole('button', { name: 'CSV olarak indir' }).click();
    const csv = await csvDownload;
    expect(csv.suggestedFilename()).toMatch(/^istatistik-\d{4}-\d\d-\d\d-\d{4}-\d\d-\d\d\.csv$/);
    const csvText = await readFile((await csv.path())!, 'utf8');
    expect(csvText.startsWith('\uFEFFTarih;Okunma\r\n')).toBe(true);
    expect(csvText.trim().split('\r\n')).toHaveLength(366);
    await expectNoSeriousA11yViolations(page, 'story statistics, a year');
    await shot(page, 'story-stats-year');

    // ---- the same screens on a phone -----------------------------------------------------------
    await page.setViewportSize({ width: 375, height: 812 });
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Zamanın Kıyısında' })).toBeVisible(NET);
    await expectNoHorizontalOverflow(page);
    await shot(page, 'story-stats-year');
    await page.getByRole('button', { name: 'Son 30 gün' }).click();
    await expect(page.getByRole('img', { name: /^Son 30 günde toplam 1 okunma\./ })).toBeVisible(NET);
    await expectNoHorizontalOverflow(page);
    await shot(page, 'story-stats');
    await page.goto(`/story-details/${storyId}`);
    await expect(page.getByTestId('chapter-row').filter({ hasText: 'Yarının Bölümü' }).getByTestId('scheduled-badge')).toHaveText(label);
    await expectNoHorizontalOverflow(page);
    await shot(page, 'story-details-scheduled');
  });
});
