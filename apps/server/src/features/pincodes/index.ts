// The pincodes feature's public surface: the offline pincode directory.
export {
  lazyPincodeDirectory,
  loadPincodeDirectory,
  lookupPincode,
  type PincodeDirectory,
} from './pincode-directory';
