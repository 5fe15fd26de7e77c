import { digitsFrom, fileUrl, money } from './format.ts';
import type { Order } from './orders.ts';
import { t, type Lang } from './texts.ts';
import { BRAND } from './user.ts';

/** A repayment channel. Empty strings mean "not offered": no code to copy, no barcode to show. */
export interface Channel {
  logo: string;
  desc: string;
  payCode: string;
  /** The reference as the borrower reads it aloud at the till (payCode grouped in fours). */
  vCode: string;
  BARcodeImg: string;
}

/** Grouped in fours, the way tills print references. */
export function spaced(code: string): string {
  return code.replace(/(.{4})(?=.)/g, '$1 ');
}

export function barcodeUrl(code: string): string {
  return fileUrl(`barcode/${code}.svg`);
}

function channel(logo: string, desc: string, payCode: string, withBarcode: boolean): Channel {
  return {
    logo: fileUrl(`logo/${logo}.svg`),
    desc,
    payCode,
    vCode: payCode ? spaced(payCode) : '',
    BARcodeImg: payCode && withBarcode ? barcodeUrl(payCode) : '',
  };
}

/**
 * Channel groups for one order, described in `lang`. Covers the three shapes a channel can take: code and barcode
 * (OXXO, BBVA), code only (7-Eleven, SPEI) and neither (Farmacias del Ahorro). References derive from the order
 * id, so they stay the same from run to run and in both languages.
 */
export function channelGroups(order: Order, lang: Lang): { title: string; list: Channel[] }[] {
  const id = order.orderId;
  return [
    {
      title: t(lang, 'channel.stores'),
      list: [
        channel('oxxo', t(lang, 'channel.oxxo', money(lang, 1200)), `93${digitsFrom(`oxxo-${id}`, 12)}`, true),
        channel('seven', t(lang, 'channel.seven', money(lang, 1000)), `71${digitsFrom(`seven-${id}`, 10)}`, false),
        channel('ahorro', t(lang, 'channel.ahorro', BRAND.name), '', false),
      ],
    },
    {
      title: t(lang, 'channel.bank'),
      list: [
        channel('spei', t(lang, 'channel.spei'), `646180${digitsFrom(`spei-${id}`, 12)}`, false),
        channel('bbva', t(lang, 'channel.bbva', '1234567'), digitsFrom(`bbva-${id}`, 16), true),
      ],
    },
  ];
}
