import { describe, expect, it } from 'vitest';
import { COMPLAINTS } from '../../sandbox/seed/complaints.ts';
import { ORDERS } from '../../sandbox/seed/orders.ts';
import { PRODUCTS } from '../../sandbox/seed/products.ts';
import { discover, languagesOf, pathFor } from '../../tools/atlas/discover.ts';
import { FLOWS } from '../../tools/atlas/flows.ts';
import { modalOpeners } from '../../tools/atlas/openers.ts';
import { languagesIn } from '../../tools/atlas/languagesIn.ts';
import { compiledPages } from '../support/compiledPages.ts';
import { PAGES_FILE } from '../support/pages.ts';

const compiled = compiledPages();
const languages = languagesIn(PAGES_FILE);
const plan = discover(compiled, languages);
const ids = (filter: (id: string) => boolean) => plan.shots.map((s) => s.id).filter(filter);

describe('atlas state discovery', () => {
  it('pictures every screen of pages.yaml in es and en, and zh only where the screen has a zh text', () => {
    for (const screen of Object.keys(compiled!.screens)) {
      const langs = new Set(plan.shots.filter((s) => s.screen === screen).map((s) => s.lang));
      expect(langs.has('es') && langs.has('en'), screen).toBe(true);
    }
    const zh = new Set(plan.shots.filter((s) => s.lang === 'zh').map((s) => s.screen));
    expect([...zh].sort()).toEqual(['cardRepay', 'promoRegister']);
    expect(plan.shots.find((s) => s.id === 'promoRegister.t1.base.zh')?.path).toBe('/register?id=1&lang=zh');
  });

  it('takes one loan-details picture per seed order, so every order status is there', () => {
    for (const order of ORDERS) {
      for (const lang of ['es', 'en']) expect(ids((id) => id === `loanDetails.${order.orderId}.base.${lang}`)).toHaveLength(1);
    }
    expect(new Set(plan.shots.filter((s) => s.screen === 'loanDetails').map((s) => /orderId=(\w+)/.exec(s.path)?.[1])).size).toBe(
      ORDERS.length,
    );
  });

  it('covers confirm per product (coupon, none, pop-up), complaints with and without a reply, failed loads', () => {
    for (const p of PRODUCTS) expect(ids((id) => id.startsWith(`loanConfirm.${p.productId}.base.`))).toHaveLength(2);
    expect(plan.shots.find((s) => s.id === 'loanConfirm.P-POP.base.es')?.timedModals).toEqual(['pop']);
    for (const c of COMPLAINTS) expect(ids((id) => id.startsWith(`complaintDetails.${c.id}.base.`))).toHaveLength(2);
    expect(plan.shots.find((s) => s.id === 'complaintDetails.1002.base.en')?.state).toContain('without a reply');
    const failed = plan.shots.find((s) => s.id === 'loanDetails.ORD21.failed.es');
    expect(failed?.sandbox).toEqual({ fail: { path: '/v3/loan-details/loan-details', mode: '500', times: 1 } });
    expect(plan.shots.find((s) => s.id === 'site.page.base.en.w1280')?.width).toBe(1280);
  });

  it('finds each modal from the actions that open it', () => {
    const reminder = plan.shots.find((s) => s.id === 'loanDetails.modal-reminder.en');
    expect(reminder?.steps).toEqual([{ do: 'tap', role: 'button', name: 'Extend the term' }]);
    expect(reminder?.candidates).toHaveLength(ORDERS.length);
    // Opened from inside the score modal, which opens by itself: wait for it, then rate low.
    expect(plan.shots.find((s) => s.id === 'complaintDetails.modal-thanks.es')?.steps.map((s) => s.do)).toEqual([
      'waitModal',
      'tap',
      'tap',
    ]);
    // A validated field is filled before the tap that submits.
    expect(plan.shots.find((s) => s.id === 'complaintNext.modal-saved.en')?.steps[0]).toMatchObject({ do: 'fill', field: 'problemDetail' });
    expect(plan.unreached).toEqual([]);
  });

  it('follows a modal added to pages.yaml, and lists one nothing opens', () => {
    const screen = {
      route: '/x',
      blocks: [
        { type: 'button', text: 't.ui.more', actions: [{ type: 'openModal', modal: 'help' }] },
        { type: 'modal', id: 'help', blocks: [] },
        { type: 'modal', id: 'orphan', blocks: [] },
      ],
    };
    const openers = modalOpeners(screen, { ui: { more: 'More' } });
    expect(openers.get('help')).toMatchObject({ kind: 'steps', steps: [{ do: 'tap', role: 'button', name: 'More' }] });
    expect(openers.get('orphan')).toMatchObject({ kind: 'unknown' });
  });

  it('covers every response code the register page handles, and flows name real screens', () => {
    const register = compiled!.screens.promoRegister!.es!.screen;
    const handled = [...JSON.stringify(register).matchAll(/"onCode":\{([^}]*)\}/g)].flatMap((m) =>
      [...m[1]!.matchAll(/"(-?\d+)":/g)].map((c) => c[1]!),
    );
    expect(handled.length).toBeGreaterThan(0);
    const covered = new Set(plan.shots.filter((s) => s.screen === 'promoRegister').map((s) => /\((-?\d+)\)/.exec(s.state)?.[1]));
    for (const code of [...handled, '0']) expect(covered.has(code), `code ${code}`).toBe(true);
    for (const screen of Object.keys(FLOWS)) expect(compiled!.screens[screen], screen).toBeDefined();
    const card = plan.shots.filter((s) => s.screen === 'cardRepay' && s.lang === 'en').map((s) => s.state);
    expect(card).toEqual(expect.arrayContaining(['SMS step: code sent, countdown running', 'SMS step: wrong code (800006)']));
  });

  it('writes the language into the address as pages.yaml says, hash routes after the query', () => {
    expect(pathFor('/confirm', { productId: 'P-POP' }, 'en', languages)).toBe('/confirm?productId=P-POP&is-need-pop=1');
    expect(pathFor('#/downloadTemplate', { id: '1' }, 'es', languages)).toBe('/?id=1&is-need-pop=2#/downloadTemplate');
    expect(languagesOf({ blocks: [{ type: 'text', text: 't.promo.codeSent' }] }, languages)).toEqual(['es', 'en', 'zh']);
    expect(languagesOf({ blocks: [{ type: 'text', text: 't.site.tagline' }] }, languages)).toEqual(['es', 'en']);
  });

  it('gives every picture a unique id', () => {
    expect(new Set(plan.shots.map((s) => s.id)).size).toBe(plan.shots.length);
  });
});
