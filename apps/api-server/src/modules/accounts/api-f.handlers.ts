import { bearerTokenOf, revokeToken } from '../../auth/tokens';
import { UnauthorizedError } from '../../errors/app-errors';
import { defineHandlers } from '../../contracts/api-f';
import { withStatus } from '../../http/results';
import { createAddress, deleteAddress, getAddress, listAddresses, updateAddress } from './addresses/address.service';
import { createCaptcha } from './passport/captcha.service';
import { login } from './passport/login.service';
import { requestPasswordReset, resetPasswordWithToken } from './passport/password-reset.service';
import { changePassword, getProfile, updateDefaultSenderAddress, updateMailSettings, updateProfile } from './profile/profile.service';
import type { AccountsScope } from './accounts.db';

export const accountsCustomerHandlers = defineHandlers<AccountsScope>()({
  getCaptcha: async ({ db, request }) => createCaptcha(db, request.ip),

  login: async ({ db, config, body, request, locale }) => login(db, config, body, request.ip, locale),

  requestPasswordReset: async ({ db, config, body, request, locale }) => requestPasswordReset(db, config, body, request.ip, locale),

  resetPassword: async ({ db, body, request }) => resetPasswordWithToken(db, body, request.ip),

  logout: async ({ db, requireUser, request }) => {
    requireUser();
    const token = bearerTokenOf(request.headers.authorization);
    if (!token) throw new UnauthorizedError();
    await revokeToken(db, token);
    return withStatus(204, undefined);
  },

  getMyProfile: async ({ db, requireUser, locale }) => getProfile(db, requireUser().id, locale),

  updateMyProfile: async ({ db, requireUser, body, locale }) => updateProfile(db, requireUser().id, body, locale),

  changePassword: async ({ db, requireUser, body, request }) => {
    const user = requireUser();
    const token = bearerTokenOf(request.headers.authorization);
    if (!token) throw new UnauthorizedError();
    await changePassword(db, user, body, token, request.ip);
    return withStatus(204, undefined);
  },

  updateMyMailSettings: async ({ db, requireUser, body, locale }) => updateMailSettings(db, requireUser().id, body, locale),

  updateDefaultSenderAddress: async ({ db, requireUser, body, locale }) =>
    updateDefaultSenderAddress(db, requireUser().id, body.addressId ?? null, locale),

  getAddressList: async ({ db, requireUser, body, locale }) => listAddresses(db, requireUser().id, body ?? {}, locale),

  createAddress: async ({ db, requireUser, body, locale }) => createAddress(db, requireUser().id, body, locale),

  getAddress: async ({ db, requireUser, params, locale }) => getAddress(db, requireUser().id, params.id, locale),

  updateAddress: async ({ db, requireUser, params, body, locale }) =>
    updateAddress(db, requireUser().id, params.id, body, locale),

  deleteAddress: async ({ db, requireUser, params }) => {
    await deleteAddress(db, requireUser().id, params.id);
    return withStatus(204, undefined);
  },
});
