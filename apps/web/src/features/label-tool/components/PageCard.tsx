import { ArrowDownOutlined, ArrowUpOutlined, CopyOutlined } from '@ant-design/icons';
import {
  CROP_PRESETS,
  type CropRect,
  LABEL_TOOL_STAMP_MAX,
  ROTATIONS,
  type Rotation,
  STAMP_POSITIONS,
} from '@shiplabel/shared';
import {
  Button,
  Card,
  Checkbox,
  Flex,
  Form,
  Input,
  InputNumber,
  Segmented,
  Select,
  Space,
  Tooltip,
  Typography,
} from 'antd';
import { useTranslation } from 'react-i18next';
import { type PageRow, type PageSettings, paperName } from '../labelTool.model.ts';

interface Props {
  row: PageRow;
  index: number;
  count: number;
  onChange: (settings: Partial<PageSettings>) => void;
  onMove: (by: number) => void;
  onApplyToAll: () => void;
}

const RECT_FIELDS: (keyof CropRect)[] = ['x', 'y', 'width', 'height'];
const round = (n: number) => Math.round(n * 10) / 10;

/**
 * One page of an uploaded label and what is done to it. No thumbnail: pdf.js is not a dependency, so the
 * page is named by file, number and size, and the live preview beside the list shows the result.
 */
export function PageCard({ row, index, count, onChange, onMove, onApplyToAll }: Props) {
  const { t } = useTranslation('labelTool');
  const paper = paperName(row.width, row.height);
  const testId = `labeltool-page-${index}`;
  return (
    <Card
      size="small"
      data-testid={testId}
      title={
        <Space>
          <Checkbox
            checked={row.include}
            onChange={(e) => onChange({ include: e.target.checked })}
            aria-label={t('pages.include')}
            data-testid={`${testId}-include`}
          />
          <Typography.Text ellipsis style={{ maxWidth: 220 }}>
            {row.fileName}
          </Typography.Text>
          <Typography.Text type="secondary">
            {t('pages.page', { page: row.page + 1 })} ·{' '}
            {paper ?? t('pages.size', { width: round(row.width), height: round(row.height) })}
          </Typography.Text>
        </Space>
      }
      extra={
        <Space size={0}>
          <Tooltip title={t('pages.moveUp')}>
            <Button
              type="text"
              icon={<ArrowUpOutlined />}
              disabled={index === 0}
              onClick={() => onMove(-1)}
              aria-label={t('pages.moveUp')}
            />
          </Tooltip>
          <Tooltip title={t('pages.moveDown')}>
            <Button
              type="text"
              icon={<ArrowDownOutlined />}
              disabled={index === count - 1}
              onClick={() => onMove(1)}
              aria-label={t('pages.moveDown')}
            />
          </Tooltip>
          <Tooltip title={t('pages.applyToAll')}>
            <Button
              type="text"
              icon={<CopyOutlined />}
              onClick={onApplyToAll}
              aria-label={t('pages.applyToAll')}
              data-testid={`${testId}-apply-all`}
            />
          </Tooltip>
        </Space>
      }
    >
      <Form layout="vertical" size="small" component="div" disabled={!row.include}>
        <Flex wrap gap={12}>
          <Form.Item label={t('crop.label')} style={{ marginBottom: 8, minWidth: 190 }}>
            <Select
              value={row.crop}
              onChange={(crop) => onChange({ crop })}
              options={CROP_PRESETS.map((value) => ({ value, label: t(`crop.${value}`) }))}
              data-testid={`${testId}-crop`}
            />
          </Form.Item>
          <Form.Item label={t('rotate.label')} style={{ marginBottom: 8 }}>
            <Segmented<Rotation>
              value={row.rotate}
              onChange={(rotate) => onChange({ rotate })}
              options={ROTATIONS.map((value) => ({ value, label: `${value}°` }))}
              data-testid={`${testId}-rotate`}
            />
          </Form.Item>
          <Form.Item label={t('scale.label')} style={{ marginBottom: 8 }}>
            <Space.Compact>
              <Select
                value={row.scaleMode}
                onChange={(scaleMode) => onChange({ scaleMode })}
                options={[
                  { value: 'fit', label: t('scale.fit') },
                  { value: 'percent', label: t('scale.percent') },
                ]}
                style={{ width: 120 }}
                data-testid={`${testId}-scale`}
              />
              {row.scaleMode === 'percent' && (
                <InputNumber
                  min={10}
                  max={400}
                  value={row.percent}
                  onChange={(percent) => onChange({ percent: percent ?? 100 })}
                  suffix="%"
                  style={{ width: 100 }}
                />
              )}
            </Space.Compact>
          </Form.Item>
        </Flex>
        {row.crop === 'custom' && (
          <Flex wrap gap={8}>
            {RECT_FIELDS.map((field) => (
              <Form.Item key={field} label={t(`crop.${field}`)} style={{ marginBottom: 8 }}>
                <InputNumber
                  min={field === 'width' || field === 'height' ? 1 : 0}
                  max={14_400}
                  value={row.rect[field]}
                  onChange={(value) => onChange({ rect: { ...row.rect, [field]: value ?? 0 } })}
                  style={{ width: 96 }}
                  data-testid={`${testId}-rect-${field}`}
                />
              </Form.Item>
            ))}
          </Flex>
        )}
        <Flex wrap gap={12}>
          <Form.Item
            label={t('stamp.label')}
            help={t('stamp.help')}
            style={{ marginBottom: 8, flex: '1 1 240px' }}
          >
            <Input
              value={row.stampText}
              maxLength={LABEL_TOOL_STAMP_MAX}
              placeholder={t('stamp.placeholder')}
              onChange={(e) => onChange({ stampText: e.target.value })}
              data-testid={`${testId}-stamp`}
            />
          </Form.Item>
          <Form.Item label={t('stamp.position')} style={{ marginBottom: 8, minWidth: 140 }}>
            <Select
              value={row.stampPosition}
              onChange={(stampPosition) => onChange({ stampPosition })}
              options={STAMP_POSITIONS.map((value) => ({ value, label: t(`stamp.${value}`) }))}
              data-testid={`${testId}-stamp-position`}
            />
          </Form.Item>
          <Form.Item label={t('stamp.size')} style={{ marginBottom: 8 }}>
            <InputNumber
              min={6}
              max={36}
              value={row.stampSize}
              onChange={(stampSize) => onChange({ stampSize: stampSize ?? 12 })}
              style={{ width: 80 }}
            />
          </Form.Item>
        </Flex>
      </Form>
    </Card>
  );
}
