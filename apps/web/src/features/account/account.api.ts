import type { UserInfo } from '@shiplabel/shared';
import { http } from '../../app/http/request.ts';

export interface MyRole {
  id: string;
  name: string;
  description: string;
  builtin: boolean;
}

export const accountApi = {
  uploadAvatar: (file: File) => {
    const form = new FormData();
    form.append('file', file);
    return http.post<UserInfo>('/user/avatar', form, { hideMessage: true });
  },
  myRoles: () => http.get<MyRole[]>('/user/roles'),
};
