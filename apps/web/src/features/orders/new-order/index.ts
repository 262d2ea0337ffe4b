// What other features may use from new-order: the garment editor and its rules, for Edit order.
export { useAssignees } from './api/get-assignees';
export { useLastMeasurements } from './api/get-last-measurements';
export { useMeasurementUnit } from './api/get-measurement-templates';
export { MeasurementsEditor } from './components/measurements-editor';
export { ProductCard } from './components/product-card';
export { TrialFields } from './components/trial-fields';
export { trialValueOf, trialWire, type TrialValue } from './lib/trial-value';
export { productPayload } from './lib/build-order-payload';
export { useMessageText } from './lib/message-text';
export { createProductsFormSchema } from './lib/order-form-schema';
export { FORM_MESSAGES } from './lib/order-form-steps';
export { defaultOrderValues, newProduct, type OrderFormValues } from './lib/order-form-values';
export { useImageUploader, type ImageUploader } from './lib/use-image-uploader';
