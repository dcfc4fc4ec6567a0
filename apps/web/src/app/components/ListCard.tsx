import { PlusOutlined } from '@ant-design/icons';
import { Button, Card } from 'antd';
import type { ReactNode } from 'react';

interface Props {
  title: ReactNode;
  createLabel: ReactNode;
  createTestId: string;
  onCreate: () => void;
  children: ReactNode;
}

/** A list screen's card: its title and a primary "create" button in the header. */
export function ListCard({ title, createLabel, createTestId, onCreate, children }: Props) {
  return (
    <Card
      title={title}
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={onCreate} data-testid={createTestId}>
          {createLabel}
        </Button>
      }
    >
      {children}
    </Card>
  );
}
