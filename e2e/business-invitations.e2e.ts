import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@wbn/contracts';
import type { Browser } from 'playwright-core';
import { launchBrowser, newPage, seriousA11yViolations } from './support/browser.ts';
import { startProduct, type RunningProduct } from './support/server.ts';
import { accounts, newEmail, toast } from './support/accounts.ts';

let browser: Browser;
let product: RunningProduct;
beforeAll(async () => {
  [browser, product] = await Promise.all([launchBrowser(), startProduct()]);
});
afterAll(async () => {
  await browser?.close();
  await product?.stop();
});

const { signUpInBrowser, api } = accounts(() => product);

describe('member invitations (decision 0012)', () => {
  it('an owner invites by e-mail, sees the invitation pending, and the person joins only by accepting it', async () => {
    // The owner, signed in, with a business made through the API (the create form has its own journey).
    const owner = await newPage(browser);
    await signUpInBrowser(owner.page, '/my-business', { firstName: 'Olga', lastName: 'Navarro' });
    await owner.page.getByText(messages.noBusinessYet).waitFor();
    const ownerToken = await owner.page.evaluate(() => localStorage.getItem('token'));
    const created = await api(ownerToken!, '/business/profile/create', {
      method: 'POST',
      body: {
        companyName: 'Engranes Navarro',
        categories: ['i0001.c0001-01'],
        businessType: 'MA',
        country: 'MX',
        shortDescription: 'Planetary gearboxes and shaft couplings for mills.',
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const businessID = (created.body.data.data as { businessID: string }).businessID;

    // Two invitations: someone who has no account yet, and an address nobody will use. The
    // form answers both the same way.
    const inviteeEmail = newEmail('invitee');
    const strangerEmail = newEmail('nobody');
    await owner.page.goto(`${product.baseUrl}/business/${businessID}/members`);
    const form = owner.page.getByRole('form', { name: 'Invite a person' });
    for (const email of [inviteeEmail, strangerEmail]) {
      await form.getByLabel('E-mail address').fill(email);
      await form.getByRole('button', { name: 'Send invitation' }).click();
      await toast(owner.page, `Invitation sent to ${email}. They join once they accept it.`).waitFor();
    }
    const pending = owner.page.getByRole('list', { name: '2 pending invitations' });
    await pending.getByText(inviteeEmail).waitFor();
    await pending.getByText(strangerEmail).waitFor();
    expect(await seriousA11yViolations(owner.page)).toEqual([]);
    // Withdrawn, it is no longer pending.
    await owner.page.getByRole('button', { name: `Withdraw the invitation to ${strangerEmail}` }).click();
    await toast(owner.page, `The invitation to ${strangerEmail} was withdrawn.`).waitFor();
    await owner.page.getByRole('list', { name: '1 pending invitation' }).waitFor();
    // Invited is not a member: the list still holds the owner alone.
    await owner.page.getByRole('list', { name: '1 person in this business' }).waitFor();

    // The invited person signs up with that address and finds the invitation on My business.
    const invitee = await newPage(browser);
    await signUpInBrowser(invitee.page, '/my-business', {
      email: inviteeEmail,
      firstName: 'Iñaki',
      lastName: 'Zubiri',
    });
    const invitations = invitee.page.getByRole('list', { name: 'Invitations to join a business' });
    await invitations.getByText('Olga Navarro invited you to join Engranes Navarro as a member.').waitFor();
    await invitee.page.getByText(messages.noBusinessYet).waitFor();
    expect(await seriousA11yViolations(invitee.page)).toEqual([]);
    await invitee.page.getByRole('button', { name: 'Accept the invitation to Engranes Navarro' }).click();
    await toast(invitee.page, 'You joined Engranes Navarro.').waitFor();
    await invitee.page.waitForURL(new RegExp(`/business/${businessID}$`));
    await invitee.page.goto(`${product.baseUrl}/my-business`);
    const card = invitee.page.locator('.bm-mycard').filter({ hasText: 'Engranes Navarro' });
    await card.getByText('Member', { exact: true }).waitFor();
    await expect(invitations.count()).resolves.toBe(0);

    // The owner sees the new member, and nothing pending.
    await owner.page.reload();
    const people = owner.page.getByRole('list', { name: '2 people in this business' });
    await people.getByText('Iñaki Zubiri', { exact: true }).waitFor();
    await expect(owner.page.getByText('Pending invitations').count()).resolves.toBe(0);
    await owner.context.close();
    await invitee.context.close();
  });
});
