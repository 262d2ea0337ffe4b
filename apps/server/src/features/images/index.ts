// The images feature's public surface: what other features and the composition root may use.
export { createImageLinks, type ImageLinks } from './image-links';
export { copyAllImages, copyImage } from './copy-images';
export { createImageStorage, createLocalImageStorage, type ImageStorage } from './image-storage';
export {
  attachImagesToProduct,
  attachImagesToProducts,
  deleteOrphanImages,
  deleteStrayImageFiles,
  imageUrlsForProducts,
} from './images.service';
