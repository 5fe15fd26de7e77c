import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '../../../sandbox/server.ts';
import { createApiService } from '../../../src/api/createApiService.ts';
import { pages } from '../../support/pages.ts';
import { resolveWith } from './config.ts';
import { fakeToast } from './fakes.ts';
import { NodeXhr } from './xhrFakes.ts';

// The same clients against the team's sandbox: proves both sides read the calls the same way.
let sandbox: RunningSandbox;
beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, quiet: true });
});
afterAll(() => sandbox.close());

function service(query: string) {
  const toast = fakeToast();
  const api = createApiService({
    api: pages.api,
    endpoints: pages.endpoints,
    resolve: resolveWith(),
    pageQuery: () => new URLSearchParams(query),
    toast,
    apiBase: sandbox.url,
    createXhr: () => new NodeXhr(),
  });
  return { api, toast };
}

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);

describe('clients against the sandbox', () => {
  it('common: a string code "0" is success; a failure code "1" is toasted', async () => {
    const { api, toast } = service('userId=U1001');
    expect(await api.call('contactInfo', { overall: pages.constants.whatsappOverall })).toMatchObject({ success: true, code: '0' });
    const failed = await api.call('contractDetail', { orderNo: 'NO-SUCH-ORDER' });
    expect(failed).toMatchObject({ success: false, code: '1' });
    expect(toast.shown()).toEqual([failed.message]);
    expect(failed.message).not.toBe('');
  });

  it('wrapped: the loan details of an order come back through the encoded path', async () => {
    const { api } = service('productId=P-PRESTO&orderId=ORD174');
    const result = await api.call('loanDetails', { productId: 'P-PRESTO', orderId: 'ORD174' });
    expect(result).toMatchObject({ success: true, data: { orderStatus: 174 } });
  });

  it("payment: the card list answers '00' with the order id sent in the URL", async () => {
    const { api } = service('orderId=ORD174');
    expect(await api.call('repaymentWay', {})).toMatchObject({ success: true, code: '00' });
  });

  it('upload: a PNG goes up as multipart and comes back as a file URL', async () => {
    const { api } = service('userId=U1001');
    const fractions: number[] = [];
    const result = await api.upload('uploadProblemImage', 'problemImage', new File([PNG], 'a.png', { type: 'image/png' }), (f) =>
      fractions.push(f),
    );
    expect(result.success).toBe(true);
    expect(fractions.at(-1)).toBe(1);
  });
});
