import { useState } from 'react';
import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { App, Button, List, Progress, Space, Typography, Upload } from 'antd';
import { isApiError, resolveFileUrl, uploadFile, validateFiles } from '@medteach/api-client';
import { IMAGE_TYPES, UPLOAD_MAX_FILES, UPLOAD_MAX_MB } from '@medteach/contract';
import { qbText as text } from './messages';

/** What a question may carry and the upload path accepts (spec §5 attachment kinds; the server sniffs them). */
export const ATTACHMENT_TYPES = [...IMAGE_TYPES, 'gif', 'webp', 'mp3', 'mp4'] as const;
const fileName = (url: string) => url.slice(url.lastIndexOf('/') + 1);

interface Sending {
  uid: string;
  name: string;
  percent: number;
}

/**
 * A question's attachments (image, audio, video): each file goes up on its own with a progress bar (videos are the
 * large ones); the value is the stored paths in order, joined into `fileUrl` by the form.
 */
export function AttachmentUpload({ value = [], onChange, id }: { value?: string[]; onChange?: (urls: string[]) => void; id?: string }) {
  const { message } = App.useApp();
  const [sending, setSending] = useState<Sending[]>([]);
  const latest = { urls: value };
  const rules = { types: ATTACHMENT_TYPES, maxMb: UPLOAD_MAX_MB, maxFiles: UPLOAD_MAX_FILES };

  const send = (file: File & { uid: string }) => {
    setSending((s) => [...s, { uid: file.uid, name: file.name, percent: 0 }]);
    uploadFile(file, file.name, (percent) => setSending((s) => s.map((f) => (f.uid === file.uid ? { ...f, percent } : f))))
      .then(({ url }) => {
        latest.urls = [...latest.urls, url];
        onChange?.(latest.urls);
      })
      .catch((error: unknown) => {
        if (!(isApiError(error) && error.kind === 'business' && error.notified)) void message.error(text.uploadFailed);
      })
      .finally(() => setSending((s) => s.filter((f) => f.uid !== file.uid)));
  };

  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Upload
        multiple
        accept={ATTACHMENT_TYPES.map((t) => `.${t}`).join(',')}
        showUploadList={false}
        beforeUpload={(file, batch) => {
          if (file === batch[0]) {
            const error = validateFiles(batch, rules, value.length + sending.length);
            if (error) void message.error(error);
            else batch.forEach((f) => send(f));
          }
          return Upload.LIST_IGNORE;
        }}
      >
        <Button id={id} icon={<UploadOutlined />}>
          {text.pickAttachment}
        </Button>
      </Upload>
      {sending.map((f) => (
        <Progress key={f.uid} percent={f.percent} size="small" status="active" aria-label={text.uploading(f.name, f.percent)} format={(p) => `${f.name} ${p}%`} />
      ))}
      {value.length > 0 && (
        <List
          size="small"
          bordered
          dataSource={value}
          renderItem={(url) => (
            <List.Item
              actions={[
                <Button key="remove" type="text" danger size="small" icon={<DeleteOutlined />} aria-label={text.removeAttachment(fileName(url))} onClick={() => onChange?.(value.filter((u) => u !== url))} />,
              ]}
            >
              <Typography.Link href={resolveFileUrl(url)} target="_blank" rel="noopener noreferrer">
                {fileName(url)}
              </Typography.Link>
            </List.Item>
          )}
        />
      )}
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {text.attachmentTip(UPLOAD_MAX_MB)}
      </Typography.Text>
    </Space>
  );
}
