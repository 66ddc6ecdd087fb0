// @vitest-environment node
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { readOdsContent } from './ods';
import { readSpreadsheet } from './read';
import { SpreadsheetError } from './sheet';

const NS =
  'xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" xmlns:calcext="urn:org:documentfoundation:names:experimental:calc:xmlns:calcext:1.0"';
const content = (tables: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><office:document-content ${NS}><office:body><office:spreadsheet>${tables}</office:spreadsheet></office:body></office:document-content>`;
const texts = (sheet: { rows: { number: number; cells: ({ text: string } | undefined)[] }[] }) =>
  sheet.rows.map((row) => [row.number, Array.from(row.cells, (cell) => cell?.text ?? '')]);

describe('readOdsContent', () => {
  it('repeats cells and rows as written, skips padding and comments, keeps spaces and lines', () => {
    const xml = content(
      '<table:table table:name="Uno">' +
        '<table:table-row><table:table-cell table:number-columns-repeated="2" office:value-type="float" office:value="2"><text:p>2</text:p></table:table-cell>' +
        '<table:table-cell table:number-columns-repeated="3"/>' +
        '<table:table-cell office:value-type="string"><office:annotation><text:p>a note</text:p></office:annotation><text:p>a<text:s text:c="2"/>b</text:p><text:p>c</text:p></table:table-cell></table:table-row>' +
        '<table:table-row table:number-rows-repeated="3"><table:table-cell/></table:table-row>' +
        '<table:table-row table:number-rows-repeated="2"><table:table-cell office:value-type="date" office:date-value="2026-01-02"><text:p>01/02/26</text:p></table:table-cell></table:table-row>' +
        '<table:table-row table:number-rows-repeated="1048570"><table:table-cell table:number-columns-repeated="1024"/></table:table-row>' +
        '</table:table><table:table table:name="Dos"/>',
    );

    const sheets = readOdsContent(xml);

    expect(sheets.map((sheet) => sheet.name)).toEqual(['Uno', 'Dos']);
    const [first] = sheets;
    expect(first && texts(first)).toEqual([
      [1, ['', '2', '2', '', '', '', 'a  b\nc']],
      [5, ['', '01/02/26']],
      [6, ['', '01/02/26']],
    ]);
    expect(first?.rows[1]?.cells[1]?.date).toBe(true);
  });

  it('marks a formula error', () => {
    const xml = content(
      '<table:table table:name="E"><table:table-row><table:table-cell office:value-type="string" calcext:value-type="error"><text:p>#N/A</text:p></table:table-cell></table:table-row></table:table>',
    );
    expect(readOdsContent(xml)[0]?.rows[0]?.cells[1]).toEqual({ text: '#N/A', error: true });
  });
});

describe('readSpreadsheet', () => {
  it('knows an .ods by its mimetype entry and an .xlsx as any other zip', async () => {
    const zip = new JSZip();
    zip.file('mimetype', 'application/vnd.oasis.opendocument.spreadsheet', { compression: 'STORE' });
    zip.file(
      'content.xml',
      content(
        '<table:table table:name="S"><table:table-row><table:table-cell office:value-type="string"><text:p>x</text:p></table:table-cell></table:table-row></table:table>',
      ),
    );
    const ods = await zip.generateAsync({ type: 'uint8array' });

    const read = await readSpreadsheet(ods);

    expect(read.format).toBe('ods');
    expect(read.sheets[0]?.rows[0]?.cells[1]?.text).toBe('x');
    const other = await new JSZip().file('a.txt', 'a').generateAsync({ type: 'uint8array' });
    await expect(readSpreadsheet(other)).rejects.toEqual(new SpreadsheetError('NOT_A_SPREADSHEET'));
  });

  it('reads CSV as typed: row numbers count blank lines, quoted fields keep commas and lines', async () => {
    const csv = 'a,b\n\n"1/2","x, y"\n"two\nlines",007\n';

    const read = await readSpreadsheet(new TextEncoder().encode(csv), { fileName: 'list.csv' });

    expect(read.format).toBe('csv');
    expect(read.sheets[0]?.name).toBe('list');
    expect(read.sheets[0] && texts(read.sheets[0])).toEqual([
      [1, ['', 'a', 'b']],
      [3, ['', '1/2', 'x, y']],
      [4, ['', 'two\nlines', '007']],
    ]);
  });

  it('decodes UTF-8 with a byte order mark, UTF-16 and, failing UTF-8, the legacy encoding', async () => {
    const bom = new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode('título,ñ')]);
    const utf16 = new Uint8Array([0xff, 0xfe, 0x41, 0x00, 0x2c, 0x00, 0xd1, 0x00]);
    const latin = new Uint8Array([0x74, 0xed, 0x74, 0x75, 0x6c, 0x6f]); // "título" in Windows-1252

    const cells = async (bytes: Uint8Array) =>
      (await readSpreadsheet(bytes, { fileName: 'x.csv' })).sheets[0]?.rows[0]?.cells.map(
        (cell) => cell?.text,
      );

    expect(await cells(bom)).toEqual([undefined, 'título', 'ñ']);
    expect(await cells(utf16)).toEqual([undefined, 'A', 'Ñ']);
    expect(await cells(latin)).toEqual([undefined, 'título']);
  });
});
