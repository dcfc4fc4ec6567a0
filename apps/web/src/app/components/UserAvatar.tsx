import { useQuery } from '@tanstack/react-query';
import { Avatar, type AvatarProps } from 'antd';
import { http } from '../http/request.ts';
import { avatarInitial, isUploadedAvatar } from './avatarUrl.ts';

/**
 * The uploaded avatar needs the session token, which an <img src> cannot send: it is fetched through the
 * API client once per URL and shown from an object URL (the navbar and My account share it).
 */
export function useAvatarSrc(avatar: string | null | undefined): string | undefined {
  const uploaded = isUploadedAvatar(avatar);
  const query = useQuery({
    queryKey: ['avatar', avatar],
    queryFn: async () => URL.createObjectURL((await http.download(avatar!, { hideMessage: true })).data),
    enabled: uploaded,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  return uploaded ? query.data : undefined;
}

/** A user's avatar image, or the initial of their name while there is none. */
export function UserAvatar({
  avatar,
  name,
  ...props
}: { avatar: string | null | undefined; name: string } & Omit<AvatarProps, 'src'>) {
  const src = useAvatarSrc(avatar);
  return (
    <Avatar src={src} {...props}>
      {avatarInitial(name)}
    </Avatar>
  );
}
