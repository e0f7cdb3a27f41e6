import { useRef, useState } from 'react';
import { UploadOutlined } from '@ant-design/icons';
import { App, Button, Upload, type UploadFile } from 'antd';
import { isApiError, resolveFileUrl, uploadFile, uploadText, validateFiles } from '@medteach/api-client';
import { SKILL_FILES_MAX, SKILL_UPLOAD_TYPES, UPLOAD_MAX_MB, type UploadResult } from '@medteach/contract';
import { messages } from '../../messages';

const RULES = { types: SKILL_UPLOAD_TYPES, maxMb: UPLOAD_MAX_MB, maxFiles: SKILL_FILES_MAX };
const splitUrls = (value: string) => value.split(',').map((u) => u.trim()).filter(Boolean);
const fileName = (url: string) => url.slice(url.lastIndexOf('/') + 1);

interface MediaFilesUploadProps {
  id?: string;
  /** Comma-joined stored paths, as exam_skill_question_part / _detail keep them (and /paper splits them). */
  value?: string;
  onChange?: (value: string) => void;
}

/**
 * The files of a part or step: images, sound, video or PDF, each with its own progress bar while it goes up (antd's
 * upload list), thumbnails for images, remove. The value stays the comma-joined paths the room screen reads.
 */
export function MediaFilesUpload({ id, value = '', onChange }: MediaFilesUploadProps) {
  const { message } = App.useApp();
  const urls = splitUrls(value);
  const latest = useRef(urls);
  latest.current = urls;
  const [sending, setSending] = useState<UploadFile[]>([]);
  const rejected = useRef<readonly File[] | null>(null);

  const done: UploadFile[] = urls.map((url) => ({ uid: url, name: fileName(url), status: 'done', url: resolveFileUrl(url) }));

  return (
    <Upload
      multiple
      listType="picture"
      accept={SKILL_UPLOAD_TYPES.map((t) => `.${t}`).join(',')}
      fileList={[...done, ...sending]}
      beforeUpload={(file, batch) => {
        if (file === batch[0]) {
          const error = validateFiles(batch, RULES, urls.length);
          rejected.current = error ? batch : null;
          if (error) void message.error(error);
        }
        return rejected.current === batch ? Upload.LIST_IGNORE : true;
      }}
      customRequest={({ file, onProgress, onSuccess, onError }) => {
        const blob = file as File;
        uploadFile(blob, blob.name, (percent) => onProgress?.({ percent }))
          .then((result) => onSuccess?.(result))
          .catch((error: unknown) => {
            if (!(isApiError(error) && error.kind === 'business' && error.notified)) void message.error(uploadText.fileFailed);
            onError?.(error as Error);
          });
      }}
      onChange={({ file }) => {
        if (file.status === 'done') {
          setSending((list) => list.filter((f) => f.uid !== file.uid));
          const result = file.response as UploadResult;
          latest.current = [...latest.current, result.url];
          onChange?.(latest.current.join(','));
        } else if (file.status === 'error') {
          setSending((list) => list.filter((f) => f.uid !== file.uid));
        } else {
          setSending((list) => [...list.filter((f) => f.uid !== file.uid), file]);
        }
      }}
      onRemove={(file) => {
        if (file.status === 'done') onChange?.(urls.filter((u) => u !== file.uid).join(','));
        return true;
      }}
    >
      <Button id={id} icon={<UploadOutlined />}>{messages.upload.pickFile}</Button>
      <div style={{ color: '#666', fontSize: 12, marginTop: 4 }} onClick={(e) => e.stopPropagation()}>
        {messages.upload.tip(UPLOAD_MAX_MB, SKILL_UPLOAD_TYPES)}
      </div>
    </Upload>
  );
}
