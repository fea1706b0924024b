import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { loginAs } from './support/auth';
import { AUTHORING_MSG as MSG, toast } from './support/authoring';
import { authorWithChapter, openChapter, textWithoutIds, typeAtEnd } from './support/editor';
import { expectNoHorizontalOverflow } from './support/layout';
import { saveScreenshot } from './support/screenshots';

/** Where the app waits on the network (saves) on a loaded machine. */
const NET = { timeout: 20_000 };
const CONFLICT_TITLE = 'Bu bölüm başka bir yerde de kaydedildi';

test.describe('Aynı bölüm iki sekmede', () => {
  test('saving in tab A, then in tab B: B sees both versions, keeps its own, and that is what is stored', async ({
    page: tabA,
    context,
    request,
  }, testInfo) => {
    test.setTimeout(180_000);
    const { author, token, storyId, chapterId } = await authorWithChapter(request, {
      prefix: 'yazar_c',
      storyTitle: 'Çakışma',
      chapterTitle: 'İki Sekme',
    });

    // One author, two tabs of the same browser (they share the session).
    await loginAs(tabA, author.email, author.password);
    const tabB = await context.newPage();
    await openChapter(tabA, storyId, 'İki Sekme');
    await openChapter(tabB, storyId, 'İki Sekme');

    await typeAtEnd(tabA, ' A sekmesinde yazıldı.');
    await tabA.getByRole('button', { name: 'Kaydet', exact: true }).click();
    await expect(toast(tabA, MSG.saved)).toBeVisible(NET);

    // B's server autosave (2 s after its first key) may reach the server before the save does
    // on a slow machine, and it is refused the same way: either opens the dialog. The
    // shortcut, unlike a click, is not blocked when the autosave was first (it then does nothing).
    await typeAtEnd(tabB, ' B sekmesinde yazıldı.');
    await tabB.keyboard.press('Control+S');
    const dialog = tabB.getByRole('dialog', { name: CONFLICT_TITLE });
    await expect(dialog).toBeVisible(NET);
    const mine = dialog.getByRole('region', { name: 'Bu sekmedeki sürümünüz', exact: true });
    const theirs = dialog.getByRole('region', { name: 'Sunucudaki sürüm', exact: true });
    await expect(mine).toContainText('Ortak başlangıç. B sekmesinde yazıldı.');
    await expect(theirs).toContainText('Ortak başlangıç. A sekmesinde yazıldı.');
    await expect(toast(tabB, MSG.saved)).toHaveCount(0);

    await expectNoSeriousA11yViolations(tabB, 'chapter-conflict-dialog', testInfo);
    await saveScreenshot(tabB, 'conflict-dialog', { fullPage: false });
    await tabB.setViewportSize({ width: 375, height: 812 });
    await expect(dialog).toBeVisible();
    // The resize settles asynchronously: poll instead of reading once.
    await expectNoHorizontalOverflow(tabB);
    await expect.poll(async () => {
      const box = await dialog.boundingBox();
      return box !== null && box.x >= 0 && box.x + box.width <= 375;
    }).toBe(true);
    // Every choice is reachable on a phone (the dialog scrolls inside itself).
    for (const name of ['Benim sürümümü kaydet', 'Sunucudaki sürümü al', 'Elle birleştir']) {
      const choice = dialog.getByRole('button', { name });
      await choice.scrollIntoViewIfNeeded();
      await expect(choice).toBeInViewport();
    }
    await dialog.evaluate((el) => el.scrollTo(0, 0));
    await saveScreenshot(tabB, 'conflict-dialog', { fullPage: false });
    await tabB.setViewportSize({ width: 1280, height: 900 });

    await dialog.getByRole('button', { name: 'Benim sürümümü kaydet' }).click();
    await expect(dialog).toBeHidden(NET);
    await expect(toast(tabB, MSG.saved)).toBeVisible(NET);

    const stored = await request.get(`/api/stories/chapters/${chapterId}`, { headers: { Authorization: `Bearer ${token}` } });
    expect(stored.status()).toBe(200);
    const body = (await stored.json()) as { content: string };
    expect(textWithoutIds(body.content)).toBe('<p>Ortak başlangıç. B sekmesinde yazıldı.</p>');

    // Tab A is now the stale one: its next save asks too instead of overwriting B.
    await typeAtEnd(tabA, ' Yine A.');
    await tabA.keyboard.press('Control+S');
    await expect(tabA.getByRole('dialog', { name: CONFLICT_TITLE })).toBeVisible(NET);
  });
});
