import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { loginAs } from './support/auth';
import {
  AUTHORING_MSG as MSG,
  NET,
  apiToken,
  chapterBody,
  chapterTitleInput,
  createStoryViaApi,
  expectEditorReady,
  pasteHtml,
  secondAuthor,
  toast,
} from './support/authoring';

/** Opens the editor for a new chapter of `storyId` through story details → İçindekiler → 'Yeni Bölüm'. */
async function openNewChapter(page: Page, storyId: number) {
  await page.goto(`/story-details/${storyId}`);
  await page.getByRole('tab', { name: /^İçindekiler/ }).click();
  await page.getByRole('button', { name: 'Yeni Bölüm', exact: true }).click();
  await expectEditorReady(page);
}

/**
 * The shared second author, signed in on `page`, in the editor of a new chapter of a new story
 * titled `title` and a unique suffix (the story made through the API).
 */
async function newChapterOfNewStory(page: Page, request: APIRequestContext, title: string) {
  const author = await secondAuthor(request);
  const token = await apiToken(request, author.email, author.password);
  const storyId = await createStoryViaApi(request, token, { title: `${title} ${Date.now().toString(36)}` });
  await loginAs(page, author.email, author.password);
  await openNewChapter(page, storyId);
  return { token, storyId };
}

/** The story's chapters as the server holds them (GET /api/story-details/:id). */
async function savedChapters(request: APIRequestContext, token: string, storyId: number) {
  const res = await request.get(`/api/story-details/${storyId}`, { headers: { Authorization: `Bearer ${token}` } });
  return ((await res.json()) as { chapters: { chapter_id: number; title: string }[] }).chapters;
}

/** A chapter's stored text (GET /api/stories/chapters/:id). */
async function savedContent(request: APIRequestContext, token: string, chapterId: number) {
  const res = await request.get(`/api/stories/chapters/${chapterId}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  return ((await res.json()) as { content: string }).content;
}

test.describe('Yazar ekranları (1280 px)', () => {
  test('never lose work: a reload in the middle of writing keeps every typed letter; leaving asks first', async ({
    page,
    request,
  }) => {
    // A story, a chapter, a reload and a leave, each waiting on the server: 60 s alone on a slow two-core machine.
    test.setTimeout(120_000);
    const { token, storyId } = await newChapterOfNewStory(page, request, 'Taslak Deposu');

    const chapterTitle = 'Yarım Kalan Bölüm';
    const typed = 'Kapı çalındığında çay demleniyordu; ğüşıöç ĞÜŞİÖÇ harfleri de burada.';
    await chapterTitleInput(page).fill(chapterTitle);
    await chapterBody(page).click();
    await page.keyboard.type(typed);
    await page.keyboard.press('Enter');
    await page.keyboard.type('Son satır');
    await expect(chapterBody(page)).toContainText('Son satır');

    // Reload straight away, without saving and without waiting for anything.
    const dialogs: string[] = [];
    page.on('dialog', (d) => {
      dialogs.push(d.type());
      void d.accept();
    });
    await page.reload();
    await expectEditorReady(page);
    await expect(page.getByRole('status').filter({ hasText: MSG.restoredDraft })).toBeVisible();
    await expect(chapterTitleInput(page)).toHaveValue(chapterTitle);
    await expect(chapterBody(page).locator('p')).toHaveText([typed, 'Son satır']);
    await expect(page.getByRole('status').filter({ hasText: 'Kaydedilmemiş değişiklikler' })).toBeVisible();
    // Nothing reached the server: the story still has no chapter.
    expect(await savedChapters(request, token, storyId)).toHaveLength(0);
    // 'Tamam' hides the notice and keeps the text.
    await page.getByRole('button', { name: 'Tamam', exact: true }).click();
    await expect(page.getByText(MSG.restoredDraft)).toHaveCount(0);

    // In-app navigation with unsaved changes shows the leave dialog.
    await page.getByRole('link', { name: 'Hikayeye dön' }).click();
    const leave = page.getByRole('dialog', { name: 'Sayfadan ayrılıyorsunuz' });
    await expect(leave).toBeVisible();
    await expect(leave).toContainText(MSG.unsavedChanges);
    await expect(leave.getByRole('button', { name: 'Sayfada kal' })).toBeFocused();
    await leave.getByRole('button', { name: 'Sayfada kal' }).click();
    await expect(leave).toBeHidden();
    await expect(page).toHaveURL(/\/edit-story$/);
    await expect(chapterBody(page)).toContainText('Son satır');

    // The browser's back button asks the same; staying puts the editor's entry back.
    await page.goBack();
    await expect(leave).toBeVisible();
    await leave.getByRole('button', { name: 'Sayfada kal' }).click();
    await expect(leave).toBeHidden();
    await expect(page).toHaveURL(/\/edit-story$/);
    await expect(chapterBody(page)).toContainText('Son satır');

    // 'Kaydetmeden ayrıl' leaves and drops the text: the next new chapter starts empty
    // (issue 28; this test used to expect the discarded text back in the next new chapter).
    await page.getByRole('link', { name: 'Hikayeye dön' }).click();
    await expect(leave).toBeVisible();
    await leave.getByRole('button', { name: 'Kaydetmeden ayrıl' }).click();
    await expect(page).toHaveURL(new RegExp(`/story-details/${storyId}$`), NET);
    await page.getByRole('tab', { name: /^İçindekiler/ }).click();
    await expect(page.getByText('Henüz bölüm yok')).toBeVisible(NET);
    await page.getByRole('button', { name: 'Yeni Bölüm', exact: true }).click();
    await expectEditorReady(page);
    await expect(chapterBody(page)).toHaveText('');
    await expect(page.getByText(MSG.restoredDraft)).toHaveCount(0);
    await chapterTitleInput(page).fill(chapterTitle);
    await chapterBody(page).click();
    await page.keyboard.type(typed);
    await page.keyboard.press('Enter');
    await page.keyboard.type('Son satır');
    await expect(chapterBody(page).locator('p')).toHaveText([typed, 'Son satır']);

    // Save it; then more typing and 'Kaydet ve ayrıl' saves before leaving.
    await page.getByRole('button', { name: 'Kaydet', exact: true }).click();
    await expect(toast(page, MSG.saved)).toBeVisible(NET);
    await chapterBody(page).click();
    await page.keyboard.press('Control+End');
    await page.keyboard.type(' ve bir ek.');
    await page.getByRole('link', { name: 'Hikayeye dön' }).click();
    await expect(leave).toBeVisible();
    await leave.getByRole('button', { name: 'Kaydet ve ayrıl' }).click();
    await expect(page).toHaveURL(new RegExp(`/story-details/${storyId}$`), NET);
    await page.getByRole('tab', { name: /^İçindekiler/ }).click();
    await expect(page.getByTestId('chapter-row').getByRole('heading', { level: 3 })).toHaveText(`Bölüm 1: ${chapterTitle}`, NET);
    const saved = await savedChapters(request, token, storyId);
    expect(saved).toHaveLength(1);
    const content = await savedContent(request, token, saved[0]!.chapter_id);
    expect(content).toContain(typed);
    expect(content).toContain('Son satır ve bir ek.');
    // A reload was the only thing that could have raised a beforeunload prompt.
    expect(dialogs.every((d) => d === 'beforeunload')).toBe(true);
  });

  test('"Kaydet ve ayrıl" on a chapter that was never saved saves it and leaves', async ({
    page,
    request,
  }) => {
    // Regression: the first save of a new chapter replaces the history entry, which resets
    // the router's blocker; calling the stale blocker's proceed() used to throw
    // "Invalid blocker state transition: unblocked -> proceeding" and the page stayed put.
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    const { token, storyId } = await newChapterOfNewStory(page, request, 'Ayrılış');
    await chapterBody(page).click();
    await page.keyboard.type('Hiç kaydedilmemiş bir bölüm.');
    await page.getByRole('link', { name: 'Hikayeye dön' }).click();
    const leave = page.getByRole('dialog', { name: 'Sayfadan ayrılıyorsunuz' });
    await leave.getByRole('button', { name: 'Kaydet ve ayrıl' }).click();
    await expect(page).toHaveURL(new RegExp(`/story-details/${storyId}$`), NET);
    expect(errors).toEqual([]);
    expect(await savedChapters(request, token, storyId)).toHaveLength(1);
  });

  test('back from the editor, story details lists the chapter that was just saved', async ({
    page,
    request,
  }) => {
    // Regression: the editor's save used to invalidate only the preview query, so story
    // details kept its cached (empty) chapter list for the 30 s staleTime.
    const { storyId } = await newChapterOfNewStory(page, request, 'Önbellek');
    await chapterTitleInput(page).fill('Yeni Kaydedilen');
    await chapterBody(page).click();
    await page.keyboard.type('Kaydedilen metin.');
    await page.getByRole('button', { name: 'Kaydet', exact: true }).click();
    await expect(toast(page, MSG.saved)).toBeVisible(NET);
    await page.getByRole('link', { name: 'Hikayeye dön' }).click();
    await expect(page).toHaveURL(new RegExp(`/story-details/${storyId}$`));
    await page.getByRole('tab', { name: /^İçindekiler/ }).click();
    await expect(page.getByTestId('chapter-row')).toHaveCount(1, NET);
  });

  test('editor rules: empty content is refused, pasted HTML keeps only the allowed tags, Ctrl+S saves', async ({
    page,
    request,
  }) => {
    const { token, storyId } = await newChapterOfNewStory(page, request, 'Kurallar');

    // Empty body: 'Başlık ve içerik boş olamaz.' and nothing is created.
    await page.getByRole('button', { name: 'Kaydet', exact: true }).click();
    await expect(toast(page, MSG.titleAndContentRequired)).toBeVisible();
    // Empty title with text: the same message.
    await chapterBody(page).click();
    await page.keyboard.type('Metin var.');
    await chapterTitleInput(page).fill('   ');
    await page.getByRole('button', { name: 'Kaydet', exact: true }).click();
    await expect(toast(page, MSG.titleAndContentRequired).first()).toBeVisible();
    expect(await savedChapters(request, token, storyId)).toHaveLength(0);

    // Paste rich HTML: only p, br, b/strong, i/em survive, without attributes.
    await chapterTitleInput(page).fill('Yapıştırılan Bölüm');
    const body = chapterBody(page);
    await body.click();
    await page.keyboard.press('Control+a');
    await page.keyboard.press('Delete');
    await expect(body).toHaveText('');
    await page.evaluate(() => {
      (window as unknown as { __pwned: number }).__pwned = 0;
    });
    await pasteHtml(
      body,
      [
        '<h1 style="color:red">Büyük Başlık</h1>',
        '<p class="x" onclick="window.__pwned=1">Bir <b>kalın</b> ve <i>eğik</i> söz, <a href="https://example.com/kotu">bir bağlantı</a>.</p>',
        '<script>window.__pwned = 1</script>',
        '<img src="x" onerror="window.__pwned=1">',
        '<p>Satır<br>alt satır <strong>güçlü</strong> <em>vurgulu</em></p>',
      ].join(''),
      'Büyük Başlık',
    );
    await expect(body).toContainText('Büyük Başlık');
    const html = await body.innerHTML();
    expect(html).not.toMatch(/<(h1|a|script|img|span|div)\b/i);
    expect(html).not.toMatch(/\s(href|src|style|onclick|onerror|class)=/i);
    await expect(body).toContainText('bir bağlantı');
    await expect(body.locator('p')).toHaveText([
      'Büyük Başlık',
      'Bir kalın ve eğik söz, bir bağlantı.',
      'Satıralt satır güçlü vurgulu',
    ]);
    await expect(body.locator('strong')).toHaveText(['kalın', 'güçlü']);
    await expect(body.locator('em')).toHaveText(['eğik', 'vurgulu']);
    await expect(body.locator('br')).toHaveCount(1);
    expect(await page.evaluate(() => (window as unknown as { __pwned: number }).__pwned)).toBe(0);

    // Ctrl+S saves (the app's handler, not the browser's "save page").
    await page.keyboard.press('Control+s');
    await expect(toast(page, MSG.saved)).toBeVisible(NET);
    await expect(page.getByRole('status').filter({ hasText: /^Kaydedildi · / })).toBeVisible();
    const chapters = await savedChapters(request, token, storyId);
    expect(chapters.map((c) => c.title)).toEqual(['Yapıştırılan Bölüm']);
    const content = await savedContent(request, token, chapters[0]!.chapter_id);
    expect(content).toContain('<strong>kalın</strong>');
    expect(content).not.toMatch(/<(h1|a|script|img)\b|onerror|onclick|href=/i);
  });
});
