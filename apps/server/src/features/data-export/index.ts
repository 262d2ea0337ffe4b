// The data-export feature's public surface: a shop's import from its backup.
export { importShop } from './shop-import';
