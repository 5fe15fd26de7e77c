import { describe, expect, it } from 'vitest';
import { BLOCK_LIST_SETTINGS } from '../../schemas/blockLists.ts';
import { BLOCK_LISTS, blockListSettings, indexScreen } from '../../tools/check/screenIndex.ts';

describe('tools/check/screenIndex.ts', () => {
  it('tells blocks from actions wherever a kind nests them', () => {
    const index = indexScreen('home', {
      blocks: [
        { type: 'modal', id: 'ask', blocks: [{ type: 'input', name: 'code' }] },
        { type: 'list', items: 'data.rows', blocks: [{ type: 'button', text: 'x', onTap: [{ type: 'openModal', modal: 'ask' }] }] },
        { type: 'tabs', items: 'data.tabs', label: 'item.name', state: 'tab', blocks: [{ type: 'text', text: 'y', anchor: 'top' }] },
        { type: 'stack', blocks: [{ type: 'button', text: 'z', onTap: [{ type: 'call', endpoint: 'e', into: 'answer' }] }] },
      ],
    });
    const roles = index.kinds.map((kind) => `${String(kind.node.type)}:${kind.role}`);
    expect(roles).toEqual([
      'modal:block',
      'input:block',
      'list:block',
      'button:block',
      'openModal:action',
      'tabs:block',
      'text:block',
      'stack:block',
      'button:block',
      'call:action',
    ]);
    expect([...index.fields]).toEqual(['code']);
    expect([...index.modals]).toEqual(['ask']);
    expect([...index.anchors]).toEqual(['top']);
    expect([...index.data]).toEqual(['answer']);
  });

  it('reads from the schema which settings hold blocks, so a kind may name its list otherwise', () => {
    const schema = {
      properties: {
        blocks: { type: 'array', items: { $ref: '#/definitions/block' } },
        onTap: { type: 'array', items: { $ref: '#/definitions/action' } },
      },
      definitions: { card: { properties: { footer: { type: 'array', items: { $ref: '#/definitions/block' } } } } },
    };
    expect([...blockListSettings(schema)].sort()).toEqual(['blocks', 'footer']);
  });

  it('the renderer walks blocks through every setting the schema keeps them in (schemas/blockLists.ts)', () => {
    expect([...BLOCK_LISTS].sort(), 'a kind keeps blocks in a setting schemas/blockLists.ts does not name').toEqual(
      [...BLOCK_LIST_SETTINGS].sort(),
    );
  });
});
