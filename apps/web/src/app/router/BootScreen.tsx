import { Spin } from 'antd';

/** Shown while the first navigation's guard runs (user info, server menu). */
export function BootScreen() {
  return (
    <div className="boot-screen">
      <Spin size="large" />
    </div>
  );
}
