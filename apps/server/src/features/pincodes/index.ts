// The pincodes feature's public surface: the offline pincode directory.
export { lazyPincodeDirectory, lookupPincode, type PincodeDirectory } from './pincode-directory';
