import { useState } from 'react';
import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { App, Button, Progress, Space, Typography, Upload } from 'antd';
import { isApiError, resolveFileUrl, uploadFile, validateFiles } from '@medteach/api-client';
import { UPLOAD_MAX_MB } from '@medteach/contract';

export const VIDEO_TYPES = ['mp4'] as const;

export interface VideoUploadText {
  pick: string;
  replace: string;
  remove: string;
  tip: (maxMb: number) => string;
  uploading: (percent: number) => string;
  failed: string;
}

interface VideoUploadProps {
  /** Stored path of the video (`/profile/…`), '' when none. */
  value?: string;
  onChange?: (url: string) => void;
  text: VideoUploadText;
  maxMb?: number;
  id?: string;
}

/**
 * One video for a form field: type and size checked before sending (spec §5 messages), a progress bar while it
 * goes up (videos are the large files), a player to check it, and remove. The value is the stored path.
 */
export function VideoUpload({ value = '', onChange, text, maxMb = UPLOAD_MAX_MB, id }: VideoUploadProps) {
  const { message } = App.useApp();
  const [percent, setPercent] = useState<number | null>(null);
  const rules = { types: VIDEO_TYPES, maxMb, maxFiles: 1 };

  const send = (file: File) => {
    setPercent(0);
    uploadFile(file, file.name, setPercent)
      .then(({ url }) => onChange?.(url))
      .catch((error: unknown) => {
        if (!(isApiError(error) && error.kind === 'business' && error.notified)) void message.error(text.failed);
      })
      .finally(() => setPercent(null));
  };

  const src = resolveFileUrl(value);
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      {src && <video src={src} controls preload="metadata" style={{ width: 320, maxWidth: '100%', borderRadius: 4, background: '#000' }} data-testid="video-preview" />}
      <Space wrap>
        <Upload
          accept={VIDEO_TYPES.map((t) => `.${t}`).join(',')}
          showUploadList={false}
          disabled={percent !== null}
          beforeUpload={(file) => {
            const error = validateFiles([file], rules, 0);
            if (error) void message.error(error);
            else send(file);
            return Upload.LIST_IGNORE;
          }}
        >
          <Button id={id} icon={<UploadOutlined />} loading={percent !== null}>
            {value ? text.replace : text.pick}
          </Button>
        </Upload>
        {value && percent === null && (
          <Button icon={<DeleteOutlined />} danger onClick={() => onChange?.('')}>
            {text.remove}
          </Button>
        )}
      </Space>
      {percent !== null && <Progress percent={percent} size="small" aria-label={text.uploading(percent)} status="active" />}
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {text.tip(maxMb)}
      </Typography.Text>
    </Space>
  );
}
