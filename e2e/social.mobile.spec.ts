import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { loginAs } from './support/auth';
import { saveScreenshot } from './support/screenshots';
import * as social from './support/social';
import { expectNoHorizontalOverflow } from './support/layout';

// The 'desktop' project matches every file; these checks belong to the 375 px project only.
test.skip(({ viewport }) => viewport?.width !== 375, 'runs in the 375 px mobile project only');

test.describe('social at 375 px', () => {
  test('profile, notifications, inbox (one pane at a time), community and discover fit the screen', async ({ page, request }, testInfo) => {
    test.setTimeout(150_000);
    const { NET, LIVE } = social;
    const a = await social.registerSocialUser(request, 'mobil_a');
    const b = await social.registerSocialUser(request, 'mobil_b');
    // B follows A, writes to A and posts on B's own community page (through the API).
    await social.apiPostJson(request, b.token, `/profile/follow/${a.id}`);
    const message = `Dar ekrandan merhaba! ${Date.now().toString(36)}`;
    await social.apiPostJson(request, b.token, '/messages', { recipient_username: a.username, content: message });
    const postText = `Cepten yazılmış uzun bir gönderi: kelimeler ve satırlar ekrandan taşmamalı. ${Date.now().toString(36)}`;
    await social.apiPostJson(request, b.token, '/community/posts', { userId: b.id, content: postText });

    await loginAs(page, a.email, a.password);
    const noOverflow = async () => {
      await page.waitForLoadState('networkidle');
      await expectNoHorizontalOverflow(page);
    };

    // Own profile from the bottom bar.
    await page.getByRole('navigation', { name: 'Alt menü' }).getByRole('link', { name: 'Profil' }).click();
    await expect(page).toHaveURL(new RegExp(`/profile/${a.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: a.username })).toBeVisible(NET);
    await expect(page.getByRole('heading', { level: 2, name: 'Hikayelerim', exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Ayarları Düzenle' })).toBeVisible();
    await expect(page.getByTestId('followers-count')).toHaveText('1');
    await noOverflow();
    await expectNoSeriousA11yViolations(page, 'mobile-profile', testInfo);
    await saveScreenshot(page, 'social-profile');

    // Notifications from the mobile header's bell (badge 1).
    const bell = social.bellLink(page);
    await expect(social.bellBadge(page)).toHaveText('1', LIVE);
    await bell.click();
    await expect(page).toHaveURL(/\/notifications$/);
    await expect(
      social.notificationList(page).getByRole('link').filter({ hasText: social.followNotificationText(b.username) }),
    ).toBeVisible(NET);
    await noOverflow();
    await expectNoSeriousA11yViolations(page, 'mobile-notifications', testInfo);
    await saveScreenshot(page, 'social-notifications');

    // Inbox: the list pane alone, then the chat pane alone.
    await page.goto('/inbox');
    const conversation = social.conversationLink(page, b.username);
    await expect(conversation).toBeVisible(NET);
    await expect(conversation).toContainText(message);
    await expect(page.getByRole('region', { name: 'Sohbet' })).toBeHidden();
    await noOverflow();
    await expectNoSeriousA11yViolations(page, 'mobile-inbox-list', testInfo);
    await saveScreenshot(page, 'social-inbox-list');

    await conversation.click();
    const thread = social.messageRegion(page, b.username);
    await expect(thread.getByText(message, { exact: true })).toBeVisible(NET);
    await expect(social.conversationList(page)).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Mesajlar' })).toBeHidden();
    const reply = 'Cevabım da dar ekrandan geliyor.';
    await social.messageComposer(page, b.username).fill(reply);
    await page.getByRole('button', { name: 'Gönder', exact: true }).click();
    await expect(thread.getByText(reply, { exact: true })).toBeVisible(NET);
    await noOverflow();
    await saveScreenshot(page, 'social-inbox-chat');
    // Back to the list.
    await page.getByRole('link', { name: 'Konuşmalara dön' }).click();
    await expect(page).toHaveURL(/\/inbox$/);
    await expect(social.conversationList(page)).toBeVisible();
    await expect(thread).toBeHidden();

    // B's community page: A has no composer there.
    await page.goto(`/community/${b.id}`);
    await expect(social.postCard(page, b.username, postText)).toBeVisible(NET);
    await expect(social.postComposer(page)).toHaveCount(0);
    await noOverflow();
    await expectNoSeriousA11yViolations(page, 'mobile-community', testInfo);
    await saveScreenshot(page, 'social-community');

    // Discover from the header's compass.
    await page.getByRole('banner').getByRole('link', { name: 'Keşfet' }).click();
    await expect(page).toHaveURL(/\/discover$/);
    await expect(page.getByRole('list', { name: 'Keşfet akışı' }).getByTestId('post-card').first()).toBeVisible(NET);
    await expect(page.getByRole('complementary', { name: 'Öneriler' })).toBeVisible();
    await noOverflow();
    await expectNoSeriousA11yViolations(page, 'mobile-discover', testInfo);
    await saveScreenshot(page, 'social-discover');
  });
});
