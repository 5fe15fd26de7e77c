import { describe, expect, it } from 'vitest';
import { formatAmount } from '../../../src/format/formatAmount.ts';
import { formatMoney } from '../../../src/format/formatMoney.ts';
import { groupDigits } from '../../../src/format/groupDigits.ts';
import { toMajorUnits } from '../../../src/format/toMajorUnits.ts';
import { pages } from '../../support/pages.ts';

const constants = pages.constants;

describe('toMajorUnits (divide by 100, 2 decimals)', () => {
  it.each<[unknown, string]>([
    [123456, '1234.56'],
    [0, '0.00'],
    [5, '0.05'],
    [100, '1.00'],
    [-250, '-2.50'],
    ['123456', '1234.56'],
    [' 99 ', '0.99'],
    ['12.5', '0.13'],
    [100.5, '1.01'],
    [-0.4, '0.00'],
    ['abc', ''],
    ['', ''],
    [null, ''],
    [undefined, ''],
    [true, ''],
    [Number.NaN, ''],
    [Number.POSITIVE_INFINITY, ''],
    [[1], ''],
    ['0x10', ''],
  ])('%j → %j', (minor, expected) => {
    expect(toMajorUnits(minor, constants.minorUnitsPerMajor, constants.amountDecimals)).toBe(expected);
  });

  it('takes the unit size and decimals as parameters', () => {
    expect(toMajorUnits(123456, 1000, 3)).toBe('123.456');
    expect(toMajorUnits(123456, 1, 0)).toBe('123456');
    expect(toMajorUnits(5, 0, 2)).toBe('');
    expect(toMajorUnits(5, 100, -1)).toBe('');
  });
});

describe('groupDigits', () => {
  it.each<[string, string]>([
    ['1234.56', '1.234,56'],
    ['0.5', '0,5'],
    ['999', '999'],
    ['1000', '1.000'],
    ['1234567', '1.234.567'],
    ['-1234567.891', '-1.234.567,891'],
    ['+1000', '1.000'],
    ['12,5', ''],
    ['abc', ''],
    ['', ''],
    ['1.2.3', ''],
  ])('%j → %j', (text, expected) => {
    expect(groupDigits(text, constants.thousandsSeparator, constants.decimalSeparator)).toBe(expected);
  });

  it('uses the separators it is given', () => {
    expect(groupDigits('1234567.5', ',', '.')).toBe('1,234,567.5');
    expect(groupDigits('1234567', ' ', ',')).toBe('1 234 567');
  });
});

describe('formatAmount and formatMoney', () => {
  it('writes amounts as the pages do: 123456 → 1.234,56', () => {
    expect(formatAmount(123456, constants)).toBe('1.234,56');
    expect(formatAmount('100000000', constants)).toBe('1.000.000,00');
    expect(formatAmount(0, constants)).toBe('0,00');
    expect(formatAmount('n/a', constants)).toBe('');
  });

  it('puts the currency symbol first and the sign before it', () => {
    expect(formatMoney(123456, '$', constants)).toBe('$1.234,56');
    expect(formatMoney(-123456, '$', constants)).toBe('-$1.234,56');
    expect(formatMoney('50', '₹', constants)).toBe('₹0,50');
    expect(formatMoney(undefined, '$', constants)).toBe('');
    expect(formatMoney({}, '$', constants)).toBe('');
  });

  it('follows the constants, not hard-coded separators', () => {
    const english = { ...constants, thousandsSeparator: ',', decimalSeparator: '.' };
    expect(formatMoney(123456, '₹', english)).toBe('₹1,234.56');
  });
});
