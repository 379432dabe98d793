import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { ImportError } from '../../lib/rows/problems';
import { readTable } from './read-file';
import { toCsv } from './write-csv';

const text = (s: string) => Buffer.from(s, 'utf8');
const refusal = async (bytes: Uint8Array) => {
  const err = await readTable(bytes).catch((e: unknown) => e);
  expect(err).toBeInstanceOf(ImportError);
  return (err as ImportError).message;
};

describe('reading CSV', () => {
  it('takes the separator from the header line and drops a BOM', async () => {
    expect(await readTable(text('\uFEFFa;b;c\n1;2,5;3\n'))).toEqual({
      header: ['a', 'b', 'c'],
      rows: [{ line: 2, cells: ['1', '2,5', '3'] }],
    });
    expect(await readTable(text('a,b\r\n"x;y",2\r\n'))).toEqual({
      header: ['a', 'b'],
      rows: [{ line: 2, cells: ['x;y', '2'] }],
    });
    expect((await readTable(text('a\tb\n1\t2\n'))).rows[0]!.cells).toEqual(['1', '2']);
  });

  it(
    'numbers rows as a spreadsheet shows them: quoted line ' + 'breaks stay in a cell, empty rows keep their number',
    async () => {
      const table = await readTable(text('name,comment\nАнна,"две\nстроки"\n\n;,\nБорис,"с ""кавычками"""\n'));
      expect(table.rows).toEqual([
        { line: 2, cells: ['Анна', 'две\nстроки'] },
        { line: 4, cells: [';', ''] },
        { line: 5, cells: ['Борис', 'с "кавычками"'] },
      ]);
    },
  );

  it('reads back what the demo export writes', async () => {
    const table = {
      header: ['a', 'b'],
      rows: [
        { line: 2, cells: ['x, y', ' пробел'] },
        { line: 3, cells: ['"', ''] },
      ],
    };
    expect(await readTable(text(toCsv(table)))).toEqual(table);
  });

  it('says in Russian what is wrong with a broken or foreign file', async () => {
    expect(await refusal(text('a,b\n"x,1\n'))).toBe(
      'Строка 2: файл CSV повреждён — кавычка открыта и не закрыта до конца файла.',
    );
    expect(await refusal(Buffer.from('\uFEFFa;b', 'utf16le'))).toBe(
      'Файл в кодировке UTF-16: сохраните его как CSV в UTF-8 или как XLSX.',
    );
    expect(await refusal(text(',,\na,b,c\n'))).toBe(
      'Строка 1: нет заголовков столбцов. Первая строка файла должна называть столбцы.',
    );
  });
});

describe('reading XLSX', () => {
  it('reads the first sheet, with each kind of cell as the text a person sees', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Данные');
    sheet.addRow(['external_id', 'email', 'course', 'is_free', 'name', 'sum']);
    sheet.addRow([
      100234,
      { text: 'a@uni.test', hyperlink: 'mailto:a@uni.test' },
      2,
      true,
      { richText: [{ text: 'Ан' }, { text: 'на' }] },
      { formula: 'C2+1', result: 3 },
    ]);
    sheet.addRow([]);
    sheet.addRow(['st-2', 'b@uni.test', 3.0, false, 'Борис', null]);
    book.addWorksheet('Другой').addRow(['не читается']);
    const table = await readTable(Buffer.from(await book.xlsx.writeBuffer()));
    expect(table).toEqual({
      header: ['external_id', 'email', 'course', 'is_free', 'name', 'sum'],
      rows: [
        { line: 2, cells: ['100234', 'a@uni.test', '2', 'true', 'Анна', '3'] },
        { line: 4, cells: ['st-2', 'b@uni.test', '3', 'false', 'Борис'] },
      ],
    });
  });

  it('keeps every Cyrillic letter of a big book (the streaming reader breaks those between chunks)', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Студенты');
    sheet.addRow(['surname', 'group']);
    const names = Array.from({ length: 3000 }, (_, i) => [`Хабибуллина-${i}ё`, `ИВТм-${i}-щ`]);
    names.forEach((row) => sheet.addRow(row));
    const table = await readTable(Buffer.from(await book.xlsx.writeBuffer()));
    expect(table.rows.map((r) => r.cells)).toEqual(names);
  });

  it('wants the header in row 1', async () => {
    const book = new ExcelJS.Workbook();
    book.addWorksheet('Данные').getCell('A3').value = 'external_id';
    expect(await refusal(Buffer.from(await book.xlsx.writeBuffer()))).toMatch(/^Строка 1: нет заголовков столбцов/);
  });
});
