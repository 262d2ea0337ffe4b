// What other features may use from orders.
export { ProductImageGallery } from './components/order-details/product-image-gallery';
