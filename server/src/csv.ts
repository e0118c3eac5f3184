/*
 * Every CSV the app writes goes through here. A spreadsheet may split a line on commas, semicolons
 * (Dutch and German settings) or tabs, and runs a cell that starts with = + - @ as a formula (OWASP
 * "CSV injection"). So a text cell is quoted when it holds any of those separators, a quote or a line
 * break, and a formula character is defused with a leading apostrophe wherever a cell could start:
 * at the beginning of the text and right after any separator, for readers that split without
 * honouring quotes.
 */

/** A value one CSV cell holds; text is defused and quoted, the rest written as it is. */
export type CsvValue = string | number | boolean | Date | null | undefined;

const FORMULA_START = /(^|[,;\t\r\n])(\s*)([=+\-@\t\r])/g;

/** Text with an apostrophe before every formula character that could begin a cell. */
export function defuseCsvText(text: string): string {
  return text.replace(FORMULA_START, (_m, separator: string, space: string, trigger: string) => `${separator}${space}'${trigger}`);
}

/** One cell: text defused and quoted (RFC 4180, quotes doubled) when it holds a separator, quote or line break. */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  if (typeof value !== 'string') return String(value);
  const text = defuseCsvText(value);
  return /[",;\t\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A whole CSV document: UTF-8 byte-order mark (so spreadsheet programs read accents right), CRLF lines, a final line break. */
export function csvDocument(header: readonly string[], rows: ReadonlyArray<readonly CsvValue[]>): string {
  const lines = [header.map(csvCell).join(','), ...rows.map((row) => row.map(csvCell).join(','))];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
