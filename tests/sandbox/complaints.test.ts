import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { t } from '../../sandbox/seed/texts.ts';
import { startHarness, type Harness } from './harness.ts';

let sb: Harness;
beforeAll(async () => {
  sb = await startHarness();
});
beforeEach(() => sb.control('/reset', {}));
afterAll(() => sb.close());

/** A real 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

async function upload(data: Buffer, type: string, filename = 'foto.png') {
  const form = new FormData();
  form.append('problemImage', new Blob([new Uint8Array(data)], { type }), filename);
  const res = await sb.raw('/evolved/user-problem/upload-problem-img?userId=U1001', { method: 'POST', body: form });
  return res.json();
}

describe('complaint endpoints', () => {
  it('problem-init returns types, collection sub-types, the requested order and the order list', async () => {
    const init = await sb.post('/user-problem/problem-init', { orderId: 'ORD200' });
    expect(init.code).toBe(0);
    expect(init.data.problemType).toContainEqual({ title: t('es', 'type.1'), value: 1 });
    expect(init.data.problemSonType.length).toBeGreaterThan(1);
    expect(init.data.orderDetail).toMatchObject({ orderNo: 'ORD200', productName: 'Presto Rápido', isShow: 0 });
    expect(init.data.orderDetail.list[0]).toEqual({ title: expect.any(String), value: expect.any(String) });
    const shows = init.data.orderList.map((o: { isShow: number }) => o.isShow);
    expect(shows).toContain(0);
    expect(shows).toContain(1);
  });

  it('problem-init without an order falls back to the latest one', async () => {
    const init = await sb.post('/user-problem/problem-init');
    expect(init.data.orderDetail.orderNo).toBe(init.data.orderList[0].orderNo);
  });

  it('get-whatsapp answers the contact with a string code, and checks overall=30', async () => {
    const ok = await sb.post('/user-problem/get-whatsapp', { overall: '30' });
    expect(ok.code).toBe('0');
    expect(Object.keys(ok.data).sort()).toEqual(['email', 'phone', 'va']);
    expect((await sb.post('/user-problem/get-whatsapp', { overall: '1' })).code).toBe(1);
  });

  it('uploads an image and serves the same bytes back with its content type', async () => {
    const answer = await upload(PNG, 'image/png');
    expect(answer.code).toBe(0);
    expect(answer.data.url).toMatch(/^\/evolved\/sandbox-files\/[\w-]+\.png$/);
    const served = await sb.raw(answer.data.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);
    const [logged] = await sb.control('/requests?path=/user-problem/upload-problem-img');
    expect(logged.body.problemImage).toEqual({ filename: 'foto.png', contentType: 'image/png', size: PNG.length });
  });

  it('recognises images by content, not by declared type', async () => {
    expect((await upload(PNG, 'application/octet-stream')).code).toBe(0);
    const fake = await upload(Buffer.from('<svg onload="alert(1)"/>'), 'image/png', 'x.png');
    expect(fake.code).toBe(1);
    expect(fake.message).toBe(t('es', 'upload.type'));
  });

  it('refuses images over 5 MB and a missing file', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
    const answer = await upload(big, 'image/png');
    expect(answer).toMatchObject({ code: 1, message: t('es', 'upload.tooLarge', 5) });
    const huge = await upload(Buffer.concat([PNG, Buffer.alloc(7 * 1024 * 1024)]), 'image/png');
    expect(huge.code).toBe(1);
    const none = await sb.post('/user-problem/upload-problem-img', { problemImage: 'not a file' });
    expect(none.code).toBe(1);
  });

  it('a saved complaint appears in the pending tab and in its detail', async () => {
    const { data: uploaded } = await upload(PNG, 'image/png');
    const saved = await sb.post('/user-problem/problem-save', {
      problemType: '1',
      problemSonType: '2',
      problemDetail: 'El gestor de cobranza me insultó por teléfono.',
      problemImage: `${uploaded.url},/evolved/sandbox-files/img/llamadas.svg`,
      orderNo: 'ORD174',
    });
    expect(saved.code).toBe(0);
    const id = saved.data.problemId;

    const list = await sb.post('/user-problem/problem-list');
    expect(list.data.map((tab: { name: string; status: number }) => [tab.name, tab.status])).toEqual([
      [t('es', 'tab.0'), 0],
      [t('es', 'tab.1'), 1],
    ]);
    expect(list.data[0].list[0]).toEqual({
      id,
      time: expect.any(Number),
      type: t('es', 'type.1'),
      content: 'El gestor de cobranza me insultó por teléfono.',
    });

    const detail = await sb.post('/user-problem/problem-detail', { problemId: String(id) });
    expect(detail.data).toEqual({
      type: t('es', 'type.1'),
      sonType: t('es', 'sonType.2'),
      problemId: id,
      content: 'El gestor de cobranza me insultó por teléfono.',
      images: [uploaded.url, '/evolved/sandbox-files/img/llamadas.svg'],
      disposeDetail: '',
      disposeImages: [],
      isNeedScore: 0,
    });
  });

  it('seeds one answered complaint asking for a rating and one unanswered', async () => {
    const answered = await sb.post('/user-problem/problem-detail', { problemId: '1001' });
    expect(answered.data.disposeDetail).not.toBe('');
    expect(answered.data.disposeImages.length).toBeGreaterThan(0);
    expect(answered.data.isNeedScore).toBe(1);
    const pending = await sb.post('/user-problem/problem-detail', { problemId: '1002' });
    expect(pending.data).toMatchObject({ disposeDetail: '', disposeImages: [], isNeedScore: 0, sonType: '' });
    expect((await sb.post('/user-problem/problem-detail', { problemId: '999' })).code).toBe(1);
  });

  it('refuses invalid complaints with a message and stores nothing', async () => {
    const base = { problemType: '2', problemSonType: '', problemDetail: 'Texto', problemImage: '', orderNo: 'ORD174' };
    const cases: [Record<string, string>, string][] = [
      [{ problemType: '1', problemSonType: '1', orderNo: 'ORD200' }, t('es', 'complaint.collection')],
      [{ problemType: '1', problemSonType: '' }, t('es', 'complaint.sonType')],
      [{ problemType: '9' }, t('es', 'complaint.type')],
      [{ problemDetail: '   ' }, t('es', 'complaint.empty')],
      [{ problemDetail: 'x'.repeat(201) }, t('es', 'complaint.tooLong', 200)],
      [{ problemImage: Array.from({ length: 10 }, (_, i) => `/i${i}.png`).join(',') }, t('es', 'complaint.images', 9)],
      [{ orderNo: 'ORD404' }, t('es', 'complaint.order', 'ORD404')],
    ];
    for (const [change, message] of cases) {
      const answer = await sb.post('/user-problem/problem-save', { ...base, ...change });
      expect(answer.code, JSON.stringify(change)).toBe(1);
      expect(answer.message).toBe(message);
    }
    expect((await sb.post('/user-problem/problem-save', { ...base, problemDetail: 'é'.repeat(200) })).code).toBe(0);
    const list = await sb.post('/user-problem/problem-list');
    expect(list.data[0].list).toHaveLength(2);
  });

  it('contract-detail answers the contract fields, or a failure for an unknown order', async () => {
    const contract = await sb.get('/v3/loan-details/contract-detail', { orderNo: 'ORD174' });
    expect(contract.code).toBe(0);
    expect(Object.keys(contract.data).sort()).toEqual([
      'IVA',
      'Interest',
      'amount',
      'bankNo',
      'commission',
      'company',
      'contractAmount',
      'contractDate',
      'daiDate',
      'giveAmount',
      'planDate',
      'productName',
      'userAddress',
      'userName',
    ]);
    const { amount, commission, IVA, Interest, giveAmount } = contract.data;
    expect(IVA).toBe(Math.round((Interest + commission) * 0.16));
    expect(giveAmount).toBe(amount - commission - IVA);
    expect((await sb.post('/v3/loan-details/contract-detail', { orderNo: 'ORD174' })).data).toEqual(contract.data);
    const unknown = await sb.post('/v3/loan-details/contract-detail', { orderNo: 'NOPE' });
    expect(unknown).toMatchObject({ code: '1', message: expect.stringContaining('NOPE') });
  });
});
