// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, expect, test } from 'vitest';
import type { Block } from '../../schemas/types.ts';
import { Blocks } from '../../renderer/blocks/Blocks.tsx';
import { Checkbox } from '../../renderer/blocks/Checkbox.tsx';
import { Choice } from '../../renderer/blocks/Choice.tsx';
import { Input } from '../../renderer/blocks/Input.tsx';
import { Textarea } from '../../renderer/blocks/Textarea.tsx';
import { Upload } from '../../renderer/blocks/Upload.tsx';
import { createStore } from '../../renderer/runtime/createStore.ts';
import { RendererContext, type RendererRuntime } from '../../renderer/runtime/RendererContext.ts';
import { fieldForm } from '../../renderer/screen/fieldForm.tsx';
import { ScreenContext, type ScreenRuntime, type ScreenValues } from '../../renderer/screen/ScreenRuntime.ts';
import { useEvaluator } from '../../renderer/screen/useEvaluator.ts';

// The screen's fields, drawn by the real field blocks inside react-hook-form, as a screen with fields draws them.
// Expressions are literals, except `state.$name`, which reads `shown[name]` (a block that leaves the screen and comes
// back); like a real one it reads screen state, so the block follows the store.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

/** Re-renders once per change of the field it watches, like a block whose expression reads `form.<name>`. */
function Watcher({ block }: { block: { type: 'watcher'; text: string } }) {
  useEvaluator(block);
  renders.push(block.text.slice('form.'.length));
  return null;
}
let renders: string[] = [];

function draw(blocks: unknown[]) {
  const shown: Record<string, boolean> = {};
  const store = createStore<ScreenValues>({ state: {}, data: {}, modals: [] });
  const evaluate = (source: unknown) =>
    typeof source === 'string' && source.startsWith('state.$') ? shown[source.slice('state.$'.length)] !== false : source;
  // As a screen does once its data is in: the kit makes the form, and the screen keeps it.
  const form = fieldForm.create(blocks, evaluate);
  const screen = {
    id: 'fields',
    screen: { blocks },
    exprs: {},
    documents: {},
    query: {},
    store,
    moments: { state: new Set(), fields: new Set(), functions: new Set(), entry: new Set() },
    form,
    useFields: (names: readonly string[]) => fieldForm.useWatch(form, names),
    parts: {
      blocks: { input: Input, textarea: Textarea, checkbox: Checkbox, choice: Choice, upload: Upload, watcher: Watcher },
      widgets: {},
      actions: {},
    },
    evaluate,
    run: async () => 'done',
    inFlight: new Set(),
    signal: new AbortController().signal,
    reload: async () => true,
  } as unknown as ScreenRuntime;
  const runtime = { ui: (key: string) => key, report: () => {}, toast: { show: () => 0, hide: () => {} } } as unknown as RendererRuntime;
  root = createRoot(document.body.appendChild(document.createElement('div')));
  act(() =>
    root!.render(
      <RendererContext.Provider value={runtime}>
        <ScreenContext.Provider value={screen}>
          <fieldForm.Fields form={form}>
            <Blocks blocks={blocks as Block[]} />
          </fieldForm.Fields>
        </ScreenContext.Provider>
      </RendererContext.Provider>,
    ),
  );
  return {
    form: () => form,
    show(name: string, on: boolean) {
      shown[name] = on;
      act(() => store.set((v) => ({ ...v })));
    },
  };
}

const field = (name: string) => document.querySelector(`[name="${name}"]`) as HTMLInputElement | HTMLTextAreaElement;
/** Types as a person does: the browser changes the value, then fires input. */
function type(name: string, value: string) {
  const element = field(name);
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(element), 'value')!.set!;
  act(() => {
    setter.call(element, value);
    element.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

test('an input starts at the value pages.yaml declares, follows each edit, and shows the kept value when it comes back', () => {
  const screen = draw([{ type: 'input', name: 'name', default: 'Ana', visible: 'state.$name' }]);
  expect(field('name').value).toBe('Ana');
  expect(screen.form().values()).toEqual({ name: 'Ana' });
  type('name', 'Ana María');
  expect(screen.form().values()).toEqual({ name: 'Ana María' });
  // The block left the screen (a closed modal, another tab) and came back with a fresh, empty element.
  screen.show('name', false);
  expect(field('name')).toBeNull();
  expect(screen.form().values()).toEqual({ name: 'Ana María' });
  screen.show('name', true);
  expect(field('name').value).toBe('Ana María');
});

test('a checkbox is a boolean that starts as declared (`default: true` ticks it)', () => {
  const screen = draw([{ type: 'checkbox', name: 'agree', label: 'I agree', default: true }]);
  const box = field('agree') as HTMLInputElement;
  expect(box.checked).toBe(true);
  expect(screen.form().values()).toEqual({ agree: true });
  act(() => box.click());
  expect(screen.form().values().agree).toBe(false);
});

test('set writes the element and re-renders the blocks that read that field only', () => {
  const screen = draw([
    { type: 'input', name: 'code' },
    { type: 'input', name: 'other' },
    { type: 'watcher', text: 'form.code' },
    { type: 'watcher', text: 'form.other' },
  ]);
  renders = [];
  act(() => screen.form().set('code', '1234'));
  expect(field('code').value).toBe('1234');
  expect(renders).toEqual(['code']);
  type('code', '12345');
  expect(renders).toEqual(['code', 'code']);
});

test('typing into a text area re-renders its counter, not the text area nor the blocks that read other fields', () => {
  draw([
    { type: 'textarea', name: 'problemDetail', maxLength: 200 },
    { type: 'watcher', text: 'form.other' },
    // A submit button sends the field, but reads it only when tapped: typing must not re-render it.
    { type: 'watcher', text: 'form.submit', actions: [{ type: 'call', endpoint: 'save', payload: { detail: 'form.problemDetail' } }] },
  ]);
  renders = [];
  type('problemDetail', 'Hola');
  expect(document.querySelector('.r-counter')?.textContent).toBe('4/200');
  expect(renders).toEqual([]);
});

test('check gives the first broken rule in the order pages.yaml declares them, focuses it, and only on screen', async () => {
  const screen = draw([
    {
      type: 'input',
      name: 'phone',
      visible: 'state.$phone',
      rules: {
        required: 'Required',
        pattern: { value: '^1[3-9][0-9]{9}$', message: 'Bad phone' },
        minLength: { value: 11, message: 'Too short' },
      },
    },
  ]);
  expect(await act(() => screen.form().check('phone'))).toBe('Required');
  expect(document.activeElement).toBe(field('phone'));
  type('phone', '123');
  expect(await act(() => screen.form().check('phone'))).toBe('Bad phone');
  type('phone', '13912345678');
  expect(await act(() => screen.form().check('phone'))).toBeUndefined();
  type('phone', '');
  screen.show('phone', false);
  expect(await act(() => screen.form().check('phone'))).toBeUndefined();
});

test('a field its block draws starts at its declared value, checks its items, and only while on screen', async () => {
  const screen = draw([
    {
      type: 'upload',
      name: 'photos',
      visible: 'state.$photos',
      endpoint: 'upload',
      fileField: 'file',
      max: 9,
      resultUrl: 'result.url',
      rules: { minItems: { value: 1, message: 'Add a photo' } },
    },
    { type: 'choice', name: 'bank', options: ['B1', 'B2'], optionLabel: 'B', optionValue: 'B2', default: 'B1' },
  ]);
  expect(screen.form().values()).toEqual({ photos: [], bank: 'B1' });
  expect(await act(() => screen.form().check('photos'))).toBe('Add a photo');
  act(() => screen.form().set('photos', ['a.jpg']));
  expect(await act(() => screen.form().check('photos'))).toBeUndefined();
  expect(document.querySelectorAll('.r-upload-thumb img')).toHaveLength(1);
  act(() => screen.form().set('photos', []));
  screen.show('photos', false);
  expect(await act(() => screen.form().check('photos'))).toBeUndefined();
});

test('reset puts the named fields, or all, back to the values pages.yaml declares, on screen too', () => {
  const screen = draw([
    { type: 'checkbox', name: 'agree', label: 'I agree', default: true },
    { type: 'input', name: 'smsCode', default: '000000' },
    { type: 'choice', name: 'bank', options: ['B1'], optionLabel: 'B', optionValue: 'B1' },
    { type: 'textarea', name: 'note', maxLength: 200 },
  ]);
  type('smsCode', '123456');
  type('note', 'Hola');
  act(() => {
    screen.form().set('bank', 'B1');
    screen.form().set('agree', false);
  });
  act(() => screen.form().reset(['smsCode', 'note']));
  expect(field('smsCode').value).toBe('000000');
  expect(document.querySelector('.r-counter')?.textContent).toBe('0/200');
  expect(screen.form().values()).toEqual({ agree: false, smsCode: '000000', bank: 'B1', note: '' });
  act(() => screen.form().reset());
  expect(screen.form().values()).toEqual({ agree: true, smsCode: '000000', bank: null, note: '' });
  expect((field('agree') as HTMLInputElement).checked).toBe(true);
  expect(document.querySelector('.r-choice-option.r-selected')).toBeNull();
});
