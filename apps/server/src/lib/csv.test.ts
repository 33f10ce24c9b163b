import { describe, expect, it } from 'vitest';
import { attachmentHeader, csvCell, csvFile, csvRow } from './csv.ts';

describe('CSV cells', () => {
  it('quotes text and doubles its quotes; commas and line breaks stay inside the cell', () => {
    expect(csvCell('Ada "the buyer", Obi\nLagos')).toBe('"Ada ""the buyer"", Obi\nLagos"');
    expect(csvCell('')).toBe('""');
  });

  it('defuses formulas: = + - @ and a leading tab or carriage return become text', () => {
    expect(csvCell('=HYPERLINK("http://evil","click")')).toBe('"\'=HYPERLINK(""http://evil"",""click"")"');
    expect(csvCell('-1+1')).toBe('"\'-1+1"');
    expect(csvCell('+1+1')).toBe('"\'+1+1"');
    expect(csvCell('@SUM(A1:A2)')).toBe('"\'@SUM(A1:A2)"');
    expect(csvCell('\t=1+1')).toBe('"\'\t=1+1"');
    expect(csvCell('\r=1+1')).toBe('"\'\r=1+1"');
    // Only at the start: an email with + or - inside is left alone.
    expect(csvCell('ada+tickets@example.com')).toBe('"ada+tickets@example.com"');
  });

  it('leaves a phone number as the checkout stores it (+ and 8 to 15 digits) alone, and nothing else', () => {
    expect(csvCell('+2348031234567')).toBe('"+2348031234567"');
    expect(csvCell('+14155552671')).toBe('"+14155552671"');
    expect(csvCell('+123456789012345')).toBe('"+123456789012345"');
    // Not that shape: the guard stays. Spaces, a second sign, a call or a cell after the digits,
    // a leading 0, too few or too many digits, a minus, a line break hiding a second line.
    for (const cell of [
      '+234 803 123 4567',
      '+2348031234567+1',
      '+2348031234567;cmd',
      "+2348031234567|' /C calc'!A0",
      '+2348031234567\n=1+1',
      '+02348031234567',
      '+1234567',
      '+1234567890123456',
      '-2348031234567',
      '+SUM(A1:A2)',
      '+A1',
    ]) {
      expect(csvCell(cell), cell).toBe(`"'${cell.replaceAll('"', '""')}"`);
    }
  });

  it('writes numbers as numbers (a negative amount is not a formula), and empty for nothing', () => {
    expect(csvCell(-3000)).toBe('-3000');
    expect(csvCell(3000)).toBe('3000');
    expect(csvCell(Number.NaN)).toBe('');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell(true)).toBe('yes');
  });

  it('ends rows with CRLF and starts the file with its header', () => {
    expect(csvRow(['a', 1])).toBe('"a",1\r\n');
    expect(csvFile(['Name', 'Seats'], [['Ada', 2]])).toBe('"Name","Seats"\r\n"Ada",2\r\n');
  });

  it('keeps a download name to safe characters', () => {
    expect(attachmentHeader('orders 2027/03 "x".csv')).toBe('attachment; filename="orders-2027-03--x-.csv"');
  });
});
