import { expect, test } from 'vitest';
import { fieldRules } from '../../renderer/blocks/fieldRules.ts';
import { createFieldForm } from '../../renderer/screen/createFieldForm.ts';

// The form only reads type, value and checked of its elements, and calls focus.
const element = (type: string, value = '', checked = false) => {
  const focused = { count: 0 };
  const el = { type, value, checked, focus: () => (focused.count += 1) } as unknown as HTMLInputElement;
  return { el, focused };
};
const literal = (source: unknown) => source;

test('a bound input starts at the value it shows, follows each edit, and a new element shows the kept value', () => {
  const form = createFieldForm({});
  const { el } = element('text', 'Ana');
  const bound = form.bind('name', []);
  bound.ref(el);
  expect(form.value('name')).toBe('Ana');
  el.value = 'Ana María';
  bound.onChange({ target: el });
  expect(form.values()).toEqual({ name: 'Ana María' });
  // The block left the screen (a closed modal) and came back with a fresh, empty element.
  bound.ref(null);
  const { el: again } = element('text', '');
  form.bind('name', []).ref(again);
  expect(again.value).toBe('Ana María');
});

test('a checkbox is a boolean, and a default given up front wins over what the element shows', () => {
  const form = createFieldForm({ agree: true });
  const { el } = element('checkbox', 'on', false);
  const bound = form.bind('agree', []);
  bound.ref(el);
  expect(el.checked).toBe(true);
  el.checked = false;
  bound.onChange({ target: el });
  expect(form.value('agree')).toBe(false);
});

test('set writes the element and tells the watchers of that field only', () => {
  const form = createFieldForm({});
  const { el } = element('text', '');
  form.bind('code', []).ref(el);
  const told: string[] = [];
  form.subscribe(['code'], () => told.push('code'));
  const off = form.subscribe(['other'], () => told.push('other'));
  form.set('code', '1234');
  expect(el.value).toBe('1234');
  expect(told).toEqual(['code']);
  off();
  form.set('other', 1);
  expect(told).toEqual(['code']);
});

test('problem gives the first broken rule in the order pages.yaml reports them, only for fields on screen', () => {
  const rules = {
    required: 'Required',
    pattern: { value: '^1[3-9][0-9]{9}$', message: 'Bad phone' },
    minLength: { value: 11, message: 'Too short' },
  };
  const form = createFieldForm({});
  const { el, focused } = element('text', '');
  const bound = form.bind('phone', fieldRules(rules, literal));
  expect(form.problem('phone')).toBeUndefined();
  bound.ref(el);
  expect(form.problem('phone')).toBe('Required');
  form.set('phone', '123');
  expect(form.problem('phone')).toBe('Bad phone');
  form.set('phone', '13912345678');
  expect(form.problem('phone')).toBeUndefined();
  form.focus('phone');
  expect(focused.count).toBe(1);
  bound.ref(null);
  form.set('phone', '');
  expect(form.problem('phone')).toBeUndefined();
});

test('a declared field starts at its initial value once, counts only while mounted, and checks its items', () => {
  const form = createFieldForm({});
  const checks = fieldRules({ minItems: { value: 1, message: 'Add a photo' } }, literal);
  form.declare('photos', checks, []);
  form.set('photos', ['a.jpg']);
  form.declare('photos', checks, []);
  expect(form.value('photos')).toEqual(['a.jpg']);
  form.set('photos', []);
  expect(form.problem('photos')).toBeUndefined();
  form.mount('photos', true);
  expect(form.problem('photos')).toBe('Add a photo');
});

test('reset puts the named fields, or all, back to where they started, on screen too', () => {
  const form = createFieldForm({ agree: true });
  const { el } = element('text', '');
  form.bind('smsCode', []).ref(el);
  form.declare('bank', [], null);
  form.set('smsCode', '123456');
  form.set('bank', 'B1');
  form.set('agree', false);
  const told: number[] = [];
  form.subscribe(['smsCode'], () => told.push(1));
  form.reset(['smsCode']);
  expect(el.value).toBe('');
  expect(form.values()).toEqual({ agree: false, smsCode: '', bank: 'B1' });
  expect(told).toEqual([1]);
  form.reset();
  expect(form.values()).toEqual({ agree: true, smsCode: '', bank: null });
});
