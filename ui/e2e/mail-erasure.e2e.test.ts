import { expect, test } from './app-test';
import { contentApi } from './content-support';
import { openWithSessions, screenshot, skipWithoutChromium, uniqueSuffix } from './support';

skipWithoutChromium();

test.describe('erasing an address (admin, Mail Outbox)', () => {
  test('erases a contact sender known only by their address: the outbox then reads (erased)', async ({
    page,
    request,
  }) => {
    const { admin } = await contentApi(request);
    const suffix = uniqueSuffix();
    const visitor = {
      fromName: `Vera Visitor ${suffix}`,
      fromEmail: `vera.${suffix}@visitors.test`,
      message: `Is there a draft this year? ${suffix}`,
    };
    const sent = await request.post('/api/contact', { data: visitor });
    expect(sent.status(), await sent.text()).toBe(202);

    await openWithSessions(page, '/admin/mail/outbox', { admin });
    const row = page.getByTestId('outbox-row').filter({ hasText: visitor.fromName });
    await expect(row).toHaveCount(1);

    await page.getByRole('button', { name: 'ERASE AN ADDRESS' }).click();
    const dialog = page.getByRole('dialog', { name: 'Erase an address' });
    const address = dialog.getByLabel('E-mail address');
    await address.fill('not an address');
    await address.blur();
    await expect(
      dialog.getByText('email must be one e-mail address, such as name@example.org.'),
    ).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'ERASE', exact: true })).toBeDisabled();
    await address.fill(visitor.fromEmail.toUpperCase());
    await screenshot(page, 'mail-erase-address');
    await dialog.getByRole('button', { name: 'ERASE', exact: true }).click();
    await expect(dialog.getByRole('status')).toHaveText(
      'Erased: the one person the site knew by that address can no longer be read anywhere.',
    );
    await screenshot(page, 'mail-erase-address-done');
    await dialog.getByRole('button', { name: 'CLOSE', exact: true }).click();
    await expect(dialog).toBeHidden();

    // the sender's name, address and text are gone from the outbox
    await expect(page.getByTestId('outbox-row').filter({ hasText: visitor.fromName })).toHaveCount(0);
    await expect(page.getByText(visitor.message)).toHaveCount(0);

    // asked again: nothing more to erase
    await page.getByRole('button', { name: 'ERASE AN ADDRESS' }).click();
    await dialog.getByLabel('E-mail address').fill(visitor.fromEmail);
    await dialog.getByRole('button', { name: 'ERASE', exact: true }).click();
    await expect(dialog.getByRole('status')).toContainText('Nothing was erased');
  });
});
