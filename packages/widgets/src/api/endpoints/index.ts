/** One function per endpoint, each taking the transport first: import only what a page calls. */
export { login, logout, me, register } from './session';
export {
  checkResetToken,
  recoverUsername,
  resetPassword,
  resetPasswordByPhone,
  sendResetEmail,
  verifyEmail,
} from './recovery';
export {
  changeEmail,
  changePassword,
  changePhone,
  requestSecurityCode,
  sendVerificationEmail,
  updatePhone,
  updateProfile,
} from './account';
export { paymentMethods, rechargeConfig, rechargeGame, topupCard, transactions } from './payment';
export { accountZones, assignAccountZone, zones } from './zones';
export { claimGift, giftCodes } from './gifts';
