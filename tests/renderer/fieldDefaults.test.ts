import { describe, expect, it } from 'vitest';
import { fieldDefaults } from '../../renderer/screen/fieldDefaults.ts';

describe('renderer/screen/fieldDefaults.ts', () => {
  it('gives every field its declared value, however deep its block stands', () => {
    const ev = (source: unknown) => source;
    const blocks = [
      { type: 'input', name: 'phone', default: '555' },
      { type: 'stack', blocks: [{ type: 'checkbox', name: 'agree', default: true }] },
      {
        type: 'modal',
        id: 'ask',
        blocks: [{ type: 'stack', blocks: [{ type: 'textarea', name: 'detail', maxLength: 3, default: 'abcdef' }] }],
      },
      { type: 'text', text: 'not a field', name: 'ignored' },
    ];
    expect(fieldDefaults(blocks, ev)).toEqual({ phone: '555', agree: true, detail: 'abc' });
  });
});
