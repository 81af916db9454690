/**
 * 个人中心 in the browser, on the real server, as the demo user `test` (so the administrator
 * other journeys sign in as stays as it is). Each journey puts back what it changed.
 */
import { expect, test, type Page } from '@playwright/test';
import { avatarMenu, FIRST_LOAD_MS, signIn } from './helpers';

const TEST_USER = { username: 'test', password: 'test123' };

async function signInAsTest(page: Page, password = TEST_USER.password) {
  await signIn(page, { username: TEST_USER.username, password });
}

async function changePassword(page: Page, oldPassword: string, newPassword: string) {
  await page.getByLabel('旧密码').fill(oldPassword);
  await page.getByLabel('新密码').fill(newPassword);
  await page.getByLabel('确认密码').fill(newPassword);
  await page.getByRole('button', { name: '保存' }).click();
}

test('基本资料: a change is saved, renames the navbar user and is still there after a reload', async ({ page }) => {
  await signInAsTest(page);
  await page.goto('/user/profile');
  await expect(page.getByLabel('用户昵称')).toHaveValue('测试号');
  const before = {
    mobile: await page.getByLabel('手机号码').inputValue(),
    email: await page.getByLabel('邮箱').inputValue(),
    sex: (await page.getByRole('radio', { name: '女' }).isChecked()) ? '女' : '男',
  };

  await page.getByLabel('用户昵称').fill('测试号乙');
  await page.getByLabel('手机号码').fill('13912345678');
  await page.getByLabel('邮箱').fill('test-e2e@tenon.dev');
  await page.getByRole('radio', { name: '女' }).check();
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('修改成功').last()).toBeVisible();
  await expect(avatarMenu(page)).toContainText('测试号乙');

  await page.reload();
  await expect(page.getByLabel('用户昵称')).toHaveValue('测试号乙', { timeout: FIRST_LOAD_MS });
  await expect(page.getByLabel('手机号码')).toHaveValue('13912345678');
  await expect(page.getByLabel('邮箱')).toHaveValue('test-e2e@tenon.dev');
  await expect(page.getByRole('radio', { name: '女' })).toBeChecked();
  const card = page.locator('.profile-card');
  await expect(card).toContainText('13912345678');
  await expect(card).toContainText('test-e2e@tenon.dev');
  await expect(avatarMenu(page)).toContainText('测试号乙');

  // A malformed mobile number never leaves the browser.
  await page.getByLabel('手机号码').fill('12345');
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('请输入正确的手机号码')).toBeVisible();

  await page.getByLabel('用户昵称').fill('测试号');
  await page.getByLabel('手机号码').fill(before.mobile);
  await page.getByLabel('邮箱').fill(before.email);
  await page.getByRole('radio', { name: before.sex }).check();
  await page.getByRole('button', { name: '保存' }).click();
  await expect(avatarMenu(page)).toContainText('测试号');
});

test('修改密码: a wrong old password is refused at the field; the new one signs in', async ({ page }) => {
  await signInAsTest(page);
  await page.goto('/user/profile?tab=password');

  await changePassword(page, 'not-my-password', 'test-e2e-456');
  const oldPasswordItem = page.locator('.ant-form-item').filter({ has: page.getByLabel('旧密码') });
  await expect(oldPasswordItem).toContainText('旧密码不正确');

  await page.getByLabel('确认密码').fill('something-else');
  await expect(page.getByText('两次输入的密码不一致')).toBeVisible();

  await changePassword(page, TEST_USER.password, 'test-e2e-456');
  await expect(page.getByText('修改成功').last()).toBeVisible();
  await expect(page.getByLabel('旧密码')).toHaveValue('');

  await avatarMenu(page).click();
  await page.getByRole('menuitem', { name: /退出登录/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
  await expect(page).toHaveURL(/\/login/);

  await signInAsTest(page, 'test-e2e-456');
  await page.goto('/user/profile?tab=password');
  await changePassword(page, 'test-e2e-456', TEST_USER.password);
  await expect(page.getByText('修改成功').last()).toBeVisible();
});

test('the avatar: pick an image, crop it, and the navbar shows the uploaded one', async ({ page }) => {
  await signInAsTest(page);
  await page.goto('/user/profile');
  await expect(page.locator('.profile-card')).toContainText('test');

  // A landscape picture, so the square crop has something to cut.
  const png = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 480;
    canvas.height = 320;
    const ctx = canvas.getContext('2d')!;
    const gradient = ctx.createLinearGradient(0, 0, 480, 320);
    gradient.addColorStop(0, '#409eff');
    gradient.addColorStop(1, '#67c23a');
    ctx.fillStyle = gradient;
    ctx.fillRect(0, 0, 480, 320);
    ctx.fillStyle = '#fff';
    ctx.font = 'bold 120px sans-serif';
    ctx.fillText('榫', 180, 210);
    return canvas.toDataURL('image/png').split(',')[1];
  });
  await page
    .locator('.profile-avatar-row input[type=file]')
    .setInputFiles({ name: 'avatar.png', mimeType: 'image/png', buffer: Buffer.from(png, 'base64') });

  const crop = page.getByRole('dialog');
  await expect(crop).toContainText('修改头像');
  await expect(crop.locator('img')).toBeVisible();
  await expect(crop).not.toHaveClass(/ant-zoom-appear/); // settled before 确定 is aimed at
  await crop.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('修改成功').last()).toBeVisible();

  const navbarAvatar = avatarMenu(page).locator('img');
  await expect(navbarAvatar).toHaveAttribute('src', /.+/);
  await expect.poll(() => navbarAvatar.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  const src = await navbarAvatar.getAttribute('src');

  await page.reload();
  await expect(avatarMenu(page).locator('img')).toHaveAttribute('src', src!, { timeout: FIRST_LOAD_MS });
  await expect(page.locator('.profile-avatar img')).toHaveAttribute('src', src!);
});
