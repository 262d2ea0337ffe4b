// The images feature's public surface: what other features and the composition root may use.
export { createImageLinks, type ImageLinks } from './image-links';
export { createImageStorage, type ImageStorage } from './image-storage';
export {
  attachImagesToProduct,
  attachImagesToProducts,
  imageUrlsForProducts,
} from './images.service';
