import { formatRupees } from '@tailor/shared/money';
import { formatMeasurement } from '@tailor/shared/measurements';
import { garmentName, measurementName } from '@tailor/shared/template-names';
import type { TextStyle } from '../../lib/pdf-text';
import type { BillCopy, BillData, BillLine } from './bill-data';
import { COLOR, type Sheet } from './pdf-sheet';

/** The product lines: number, garment (with measurements, note and tailor on the shop copy), price. */
export function productTable(
  sheet: Sheet,
  data: BillData,
  copy: BillCopy,
  lines: BillLine[] = data.lines,
) {
  const { text, labels } = sheet;
  const size = 10;
  const detailSize = 8.5;
  const headerHeight = text.lineHeight(size) + 4;
  const numberColumn = { x: sheet.left + 6, width: 22 };
  const priceColumn = { x: sheet.left + sheet.width - 106, width: 100 };
  const item = { x: sheet.left + 32, width: priceColumn.x - sheet.left - 32 - 10 };
  const cellGap = 8;
  const cellsPerRow = 3;
  const cellWidth = (item.width - cellGap * (cellsPerRow - 1)) / cellsPerRow;

  const drawHeader = () => {
    sheet.band(sheet.y, headerHeight);
    sheet.write('#', { ...numberColumn, size, weight: 'bold' }, sheet.y + 2);
    sheet.write(
      copy === 'shop' ? labels.itemAndMeasurements : labels.item,
      { ...item, size, weight: 'bold' },
      sheet.y + 2,
    );
    sheet.write(
      labels.price,
      { ...priceColumn, size, weight: 'bold', align: 'right' },
      sheet.y + 2,
    );
    sheet.y += headerHeight;
  };

  sheet.ensureSpace(headerHeight * 3);
  drawHeader();
  lines.forEach((line, index) => {
    const nameStyle: TextStyle = { size, weight: 'bold' };
    const detailStyle: TextStyle = { size: detailSize, color: COLOR.muted };
    // Default garment and measurement names in the bill's language; names the shop typed as typed.
    const nameLines = text.layout(garmentName(line.name, data.language), nameStyle, item.width);
    // Measurements as a grid of 'Name: value unit' cells, three to a row, as tailors read them.
    const cells =
      copy === 'shop'
        ? Object.entries(line.measurements).map(([name, value]) =>
            text.layout(
              `${measurementName(name, data.language)}: ${formatMeasurement(value, line.measurementUnit, { labels: labels.units })}`,
              detailStyle,
              cellWidth,
            ),
          )
        : [];
    const gridRows: (typeof cells)[] = [];
    for (let i = 0; i < cells.length; i += cellsPerRow)
      gridRows.push(cells.slice(i, i + cellsPerRow));
    const extras =
      copy === 'shop'
        ? [
            line.note ? labels.note(line.note) : null,
            line.assignee ? labels.tailor(line.assignee) : null,
          ].filter((t): t is string => t !== null)
        : [];
    const extraLines = extras.map((t) => text.layout(t, detailStyle, item.width));

    const detailLineHeight = text.lineHeight(detailSize);
    const gridHeight = gridRows.reduce(
      (sum, row) => sum + Math.max(...row.map((c) => c.length)) * detailLineHeight,
      0,
    );
    const extrasHeight = extraLines.reduce((sum, l) => sum + l.length * detailLineHeight, 0);
    const rowHeight = 6 + nameLines.length * text.lineHeight(size) + gridHeight + extrasHeight + 6;

    if (sheet.ensureSpace(rowHeight)) drawHeader();
    const top = sheet.y + 6;
    sheet.write(String(index + 1), { ...numberColumn, size }, top);
    sheet.write(
      formatRupees(line.price, { decimals: true }),
      { ...priceColumn, size, align: 'right' },
      top,
    );
    let y = top + text.drawLines(nameLines, { ...item, ...nameStyle, y: top });
    for (const row of gridRows) {
      row.forEach((cell, column) =>
        text.drawLines(cell, {
          ...detailStyle,
          x: item.x + column * (cellWidth + cellGap),
          y,
          width: cellWidth,
        }),
      );
      y += Math.max(...row.map((c) => c.length)) * detailLineHeight;
    }
    for (const lines of extraLines) y += text.drawLines(lines, { ...detailStyle, ...item, y });
    sheet.y += rowHeight;
    sheet.rule(sheet.y);
  });
  sheet.y += 4;
}
