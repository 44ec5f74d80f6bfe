import { apiClient, FORM_HEADERS, formEncoded } from '../client';
import type { AddressInput, ChangePasswordInput, CreateUserMessageInput, MailSettingsInput, UpdateProfileInput } from '@forwarder/contracts/api-f';

const form = {
  bodySerializer: (body: unknown) => formEncoded(body as Record<string, unknown>),
  headers: FORM_HEADERS,
};

export function createAddress(body: AddressInput) {
  return apiClient().send((c) => c.POST('/api/f/user-management/address', { body, ...form }));
}

export function updateAddress(id: string, body: AddressInput) {
  return apiClient().send((c) =>
    c.PUT('/api/f/user-management/address/{id}', { params: { path: { id } }, body, ...form }),
  );
}

export function deleteAddress(id: string) {
  return apiClient().send((c) => c.DELETE('/api/f/user-management/address/{id}', { params: { path: { id } } }));
}

export function updateMyProfile(body: UpdateProfileInput) {
  return apiClient().send((c) => c.PUT('/api/f/user-management/profile/my', { body }));
}

export function changePassword(body: ChangePasswordInput) {
  return apiClient().send((c) => c.POST('/api/f/user-management/profile/change-password', { body }));
}

export function updateDefaultSenderAddress(addressId: string | null) {
  return apiClient().send((c) =>
    c.POST('/api/f/user-management/profile/update-default-sender-address', { body: { addressId } }),
  );
}

export function createUserMessage(body: CreateUserMessageInput) {
  return apiClient().send((c) => c.POST('/api/f/user-management/user-message', { body }));
}

/** Which status changes of the caller's orders are mailed (customers only); the answer is the profile. */
export function updateMyMailSettings(body: MailSettingsInput) {
  return apiClient().send((c) => c.PUT('/api/f/user-management/profile/mail-settings', { body }));
}
