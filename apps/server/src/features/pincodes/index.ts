// The pincodes feature's public surface: the offline pincode directory, built from the rows its
// adapter reads.
export {
  buildPincodeDirectory,
  lookupPincode,
  normalizePlaceName,
  type PincodeDirectory,
} from './pincode-directory';
