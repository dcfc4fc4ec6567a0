import { describe, expect, it } from 'vitest';
import { avatarInitial, isUploadedAvatar } from '../../app/components/avatarUrl.ts';
import { avatarFileProblem } from './avatarFile.ts';

describe('avatar', () => {
  it('takes PNG, JPEG and WebP images up to 500 KB', () => {
    expect(avatarFileProblem({ type: 'image/png', size: 500 * 1024 })).toBeNull();
    expect(avatarFileProblem({ type: 'image/webp', size: 10 })).toBeNull();
    expect(avatarFileProblem({ type: 'image/gif', size: 10 })).toBe('avatar.wrongType');
    expect(avatarFileProblem({ type: 'image/svg+xml', size: 10 })).toBe('avatar.wrongType');
    expect(avatarFileProblem({ type: 'image/jpeg', size: 500 * 1024 + 1 })).toBe('avatar.tooLarge');
  });

  it('loads only our uploaded files, never a typed URL', () => {
    expect(isUploadedAvatar('/app/attachment/0b9d2f3e-8c1a-4f7e-9a55-1d2c3b4a5e6f')).toBe(true);
    expect(isUploadedAvatar('https://tracker.example/pixel.png')).toBe(false);
    expect(isUploadedAvatar('')).toBe(false);
    expect(avatarInitial('ann lee')).toBe('A');
    expect(avatarInitial('  ')).toBe('?');
  });
});
