import { UploadOutlined } from '@ant-design/icons';
import { Button, Upload, type UploadFile } from 'antd';
import { FILE_UPLOAD_RULES, resolveFileUrl, uploadText, validateFiles, type UploadRules } from '@medteach/api-client';
import { messages } from '../../messages';
import { useUploadBatch } from './useUploadBatch';

export interface UploadedFile {
  name: string;
  /** Stored path `/file/<name>`. */
  url: string;
}

interface FileUploadProps {
  value?: UploadedFile[];
  onChange?: (files: UploadedFile[]) => void;
  /** Defaults spec §5: doc/xls/ppt/txt/pdf, under 5 MB, at most 5 files. */
  rules?: Partial<UploadRules>;
}

/** RuoYi `<file-upload>`: a button and the uploaded files as links; every rule message of spec §5. */
export function FileUpload({ value = [], onChange, rules = {} }: FileUploadProps) {
  const limits = { ...FILE_UPLOAD_RULES, ...rules };
  const latest = { files: value };
  const upload = useUploadBatch({
    rules: limits,
    validate: validateFiles,
    already: value.length,
    loadingText: uploadText.fileLoading,
    failedText: uploadText.fileFailed,
    onUploaded: ({ url, name }) => {
      latest.files = [...latest.files, { url, name }];
      onChange?.(latest.files);
    },
  });
  const fileList: UploadFile[] = value.map((f) => ({ uid: f.url, name: f.name, status: 'done', url: resolveFileUrl(f.url) }));

  return (
    <Upload
      multiple
      accept={limits.types.map((t) => `.${t}`).join(',')}
      fileList={fileList}
      beforeUpload={upload.beforeUpload}
      customRequest={upload.customRequest}
      onRemove={(file) => onChange?.(value.filter((f) => f.url !== file.uid))}
    >
      <Button icon={<UploadOutlined />}>{messages.upload.pickFile}</Button>
      <div style={{ color: '#999', fontSize: 12, marginTop: 4 }} onClick={(e) => e.stopPropagation()}>
        {messages.upload.tip(limits.maxMb, limits.types)}
      </div>
    </Upload>
  );
}
