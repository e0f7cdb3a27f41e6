import { useState } from 'react';
import { UploadOutlined } from '@ant-design/icons';
import { App, Button, Upload, type UploadFile } from 'antd';
import { isApiError, resolveFileUrl, uploadFile, validateFiles } from '@medteach/api-client';
import { UPLOAD_MAX_MB } from '@medteach/contract';
import { courseText } from './messages';

const text = courseText.resource;

interface ResourceUploadProps {
  /** Stored path (`/file/<name>`), '' when none. */
  value?: string;
  onChange?: (url: string, originalName: string) => void;
  /** Extensions the resource type takes. */
  types: readonly string[];
  id?: string;
}

/**
 * One resource file: type and size checked before sending (spec §5 messages), antd's own progress bar in the file
 * row while it goes up (videos are the large files), the stored file linked once done.
 */
export function ResourceUpload({ value = '', onChange, types, id }: ResourceUploadProps) {
  const { message } = App.useApp();
  const [sending, setSending] = useState<UploadFile | null>(null);
  const done: UploadFile[] = value ? [{ uid: value, name: value.slice(value.lastIndexOf('/') + 1), status: 'done', url: resolveFileUrl(value) }] : [];

  const send = (file: File) => {
    const row: UploadFile = { uid: `sending-${file.name}`, name: file.name, status: 'uploading', percent: 0 };
    setSending(row);
    uploadFile(file, file.name, (percent) => setSending({ ...row, percent }))
      .then(({ url }) => onChange?.(url, file.name))
      .catch((error: unknown) => {
        if (!(isApiError(error) && error.kind === 'business' && error.notified)) void message.error(text.uploadFailed);
      })
      .finally(() => setSending(null));
  };

  return (
    <Upload
      accept={types.map((t) => `.${t}`).join(',')}
      maxCount={1}
      fileList={sending ? [sending] : done}
      disabled={!!sending}
      beforeUpload={(file) => {
        const error = validateFiles([file], { types, maxMb: UPLOAD_MAX_MB, maxFiles: 1 }, 0);
        if (error) void message.error(error);
        else send(file);
        return Upload.LIST_IGNORE;
      }}
      onRemove={() => onChange?.('', '')}
    >
      <Button id={id} icon={<UploadOutlined />} loading={!!sending}>
        {value ? text.replace : text.pick}
      </Button>
      <div style={{ color: '#999', fontSize: 12, marginTop: 4 }} onClick={(e) => e.stopPropagation()}>
        {text.tip(UPLOAD_MAX_MB, types)}
      </div>
    </Upload>
  );
}
