// The data-export feature's public surface: the CSV writing the other reports share.
export { toCsv, type CsvValue } from './csv';
export { csvRupees } from './shop-csv';
export { importShop } from './shop-import';
