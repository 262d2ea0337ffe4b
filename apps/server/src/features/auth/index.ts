// The auth feature's public surface: signing in, one-time codes and the SMS transport that sends them.
export {
  IdentityProviderUnavailableError,
  type GoogleProfile,
  type IdentityProvider,
} from './identity-provider';
export { deleteExpiredOtpChallenges, verifyOtp } from './otp.service';
export { buildSignInResult, findOrCreateUserByPhone, setUserDetails } from './sign-in.service';
export { consoleTransport, outboxTransport, type SmsTransport } from './sms-transport';
