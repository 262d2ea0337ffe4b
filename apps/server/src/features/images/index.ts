// The images feature's public surface: what other features and the composition root may use.
export { createImageLinks, type ImageLinks } from './image-links';
export { copyAllImages, copyImage } from './copy-images';
export { createLocalImageStorage, type ImageStorage } from './image-storage';
export { ImageStorageUnavailableError, isStorageKey } from './storage-contract';
export {
  attachImagesToProduct,
  attachImagesToProducts,
  deleteOrphanImages,
  deleteStrayImageFiles,
  imageUrlsForProducts,
} from './images.service';
