import { expect, test, type Page } from '@playwright/test';
import { createChapterViaApi, createStoryViaApi } from './support/authoring';
import { apiPostJson, loggedInContext, NET, postCard, registerSocialUser } from './support/social';
import { stamp } from './support/users';

/**
 * Issue 27 item 4 in the browser: once V blocks A, neither finds the other's post on
 * Discover nor the other's story in the header's suggestions; before the block both do.
 */
async function suggestions(page: Page, query: string) {
  const box = page.getByRole('banner').getByRole('combobox', { name: 'Hikaye veya yazar ara' });
  await box.click();
  await box.fill('');
  await box.pressSequentially(query, { delay: 20 });
  return page.getByRole('listbox', { name: 'Arama önerileri' });
}

test('a block hides both ways: Discover posts and header suggestions', async ({ browser, request }, testInfo) => {
  // Two readers, four Discover pages and six searches: past 60 s on a slow two-core machine.
  test.setTimeout(120_000);
  const word = `Yakamozlu${stamp().replace(/\D/g, '').slice(-6)}`;
  const blocker = await registerSocialUser(request, 'engelleyen');
  const blocked = await registerSocialUser(request, 'engellenen');
  const stories: Record<string, string> = {};
  for (const [who, title] of [
    [blocker, `${word} Fenerin Bekçisi`],
    [blocked, `${word} Koyun Sırrı`],
  ] as const) {
    const bookId = await createStoryViaApi(request, who.token, { title });
    await createChapterViaApi(request, who.token, { bookId, title: 'Birinci bölüm', content: '<p>Deniz feneri yanıp söndü.</p>', published: true });
    await apiPostJson(request, who.token, '/community/posts', { userId: who.id, content: `${title} üzerine bir not` });
    stories[who.username] = title;
  }

  const A = await loggedInContext(browser, testInfo, blocked);
  const V = await loggedInContext(browser, testInfo, blocker);
  try {
    const sees = async (viewer: Page, owner: typeof blocker) => {
      await viewer.goto('/discover');
      const post = postCard(viewer, owner.username, `${stories[owner.username]} üzerine bir not`);
      const list = await suggestions(viewer, word.toLocaleLowerCase('tr'));
      const option = list.getByRole('option', { name: new RegExp(stories[owner.username]!) });
      return { post, option };
    };
    // Before the block each finds the other.
    for (const [viewer, owner] of [
      [A.page, blocker],
      [V.page, blocked],
    ] as const) {
      const { post, option } = await sees(viewer, owner);
      await expect(option).toBeVisible(NET);
      await expect(post).toBeVisible(NET);
    }

    await apiPostJson(request, blocker.token, `/blocks/${blocked.id}`);

    for (const [viewer, owner, other] of [
      [A.page, blocker, blocked],
      [V.page, blocked, blocker],
    ] as const) {
      const { post, option } = await sees(viewer, owner);
      // Their own story is still suggested (the list has answered), the other's is not.
      await expect((await suggestions(viewer, word.toLocaleLowerCase('tr'))).getByRole('option', { name: new RegExp(stories[other.username]!) })).toBeVisible(NET);
      await expect(option).toHaveCount(0);
      await expect(postCard(viewer, other.username, `${stories[other.username]} üzerine bir not`)).toBeVisible(NET);
      await expect(post).toHaveCount(0);
    }
  } finally {
    await A.context.close();
    await V.context.close();
  }
});
