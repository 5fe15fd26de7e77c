import { digitsFrom, fileUrl } from './format';
import type { Order } from './orders';

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
 * Channel groups for one order. Covers the three shapes a channel can take: code and barcode (OXXO, BBVA), code
 * only (7-Eleven, SPEI) and neither (Farmacias del Ahorro). References derive from the order id, so they stay
 * the same from run to run.
 */
export function channelGroups(order: Order): { title: string; list: Channel[] }[] {
  const id = order.orderId;
  return [
    {
      title: 'Tiendas de conveniencia',
      list: [
        channel('oxxo', 'Paga en efectivo en cualquier OXXO. La tienda cobra una comisión de $12.00.',
          '93' + digitsFrom(`oxxo-${id}`, 12), true),
        channel('seven', 'Dicta la referencia en caja de 7-Eleven. Comisión de $10.00.',
          '71' + digitsFrom(`seven-${id}`, 10), false),
        channel('ahorro', 'Pide en caja el pago de servicio "Presto Rápido" con tu número de orden.', '', false),
      ],
    },
    {
      title: 'Transferencia bancaria',
      list: [
        channel('spei', 'Transfiere desde la app de tu banco a esta CLABE. Sin comisión.',
          '646180' + digitsFrom(`spei-${id}`, 12), false),
        channel('bbva', 'Paga en ventanilla o practicaja BBVA con el convenio 1234567.',
          digitsFrom(`bbva-${id}`, 16), true),
      ],
    },
  ];
}
