import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Profile, ProfileUpdate, UploadedImage } from '@wbn/contracts';
import { apiRequest } from '../../../shared/api/client.ts';
import { sessionStore } from '../../../shared/session/session.ts';
import { writeProfile } from '../../../shared/session/storage.ts';
import { profileKeys } from './profile-keys.ts';

/**
 * Keeps the copy of the profile in browser storage (`profile`, the spec's name) and the session's
 * view of it (the header's name and photo) in step after a change made here. The session module
 * refreshes the same copy on its own after every token refresh.
 */
export function rememberProfile(profile: Profile): void {
  writeProfile(profile);
  const state = sessionStore.get();
  if (state.status !== 'authenticated') return;
  sessionStore.set({
    ...state,
    profile: {
      userID: profile.userID,
      firstName: profile.firstName,
      lastName: profile.lastName,
      email: profile.email,
      profilePhoto: profile.profilePhoto,
    },
  });
}

function useProfileChanged() {
  const queryClient = useQueryClient();
  return (profile: Profile) => {
    queryClient.setQueryData(profileKeys.own(), profile);
    void queryClient.invalidateQueries({ queryKey: profileKeys.public(profile.userID) });
    rememberProfile(profile);
  };
}

/** PUT /api/user/profile with profile fields (the e-mail is never part of the body). */
export function useUpdateProfile() {
  const changed = useProfileChanged();
  return useMutation({
    mutationFn: (body: ProfileUpdate) => apiRequest<Profile>('/user/profile', { method: 'PUT', body }),
    onSuccess: changed,
  });
}

/** PUT /api/user/profile with `{ coverPhoto: token }` alone. */
export function useAttachCoverPhoto() {
  const changed = useProfileChanged();
  return useMutation({
    mutationFn: (token: string) =>
      apiRequest<Profile>('/user/profile', { method: 'PUT', body: { coverPhoto: token } }),
    onSuccess: changed,
  });
}

/** POST /api/user/profile-photo/upload-validate {token}: the spec's profile-photo call. */
export function useAttachProfilePhoto() {
  const changed = useProfileChanged();
  return useMutation({
    mutationFn: async (token: string) => {
      await apiRequest<{ profilePhoto: UploadedImage }>('/user/profile-photo/upload-validate', {
        method: 'POST',
        body: { token },
      });
      return apiRequest<Profile>('/user/profile');
    },
    onSuccess: changed,
  });
}
