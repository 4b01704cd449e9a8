import * as endpoints from './endpoints';
import type { PortalClient, PortalClientOptions } from './PortalClient';
import { createPortalTransport } from './transport';

/**
 * Creates the account API client: a transport with every endpoint as a method. It carries every endpoint; a page
 * that calls a few imports them (`me(transport)`) with `createPortalTransport` instead.
 */
export function createPortalClient(options: PortalClientOptions): PortalClient {
  const api = createPortalTransport(options);
  return {
    baseURL: api.baseURL,
    send: api.send,
    me: () => endpoints.me(api),
    login: (request) => endpoints.login(api, request),
    logout: () => endpoints.logout(api),
    register: (request) => endpoints.register(api, request),
    sendResetEmail: (request) => endpoints.sendResetEmail(api, request),
    checkResetToken: (token) => endpoints.checkResetToken(api, token),
    resetPassword: (request) => endpoints.resetPassword(api, request),
    resetPasswordByPhone: (request) => endpoints.resetPasswordByPhone(api, request),
    recoverUsername: (request) => endpoints.recoverUsername(api, request),
    sendVerificationEmail: () => endpoints.sendVerificationEmail(api),
    verifyEmail: (token) => endpoints.verifyEmail(api, token),
    requestSecurityCode: (action) => endpoints.requestSecurityCode(api, action),
    changeEmail: (request) => endpoints.changeEmail(api, request),
    changePassword: (request) => endpoints.changePassword(api, request),
    changePhone: () => endpoints.changePhone(api),
    updatePhone: (request) => endpoints.updatePhone(api, request),
    updateProfile: (request) => endpoints.updateProfile(api, request),
    paymentMethods: () => endpoints.paymentMethods(api),
    rechargeConfig: () => endpoints.rechargeConfig(api),
    rechargeGame: (request, decision) => endpoints.rechargeGame(api, request, decision),
    topupCard: (request, decision) => endpoints.topupCard(api, request, decision),
    transactions: () => endpoints.transactions(api),
    zones: () => endpoints.zones(api),
    accountZones: () => endpoints.accountZones(api),
    assignAccountZone: (zoneId, decision) => endpoints.assignAccountZone(api, zoneId, decision),
    giftCodes: () => endpoints.giftCodes(api),
    claimGift: (rewardType, decision) => endpoints.claimGift(api, rewardType, decision),
  };
}
