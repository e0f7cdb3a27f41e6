import { PlusOutlined } from '@ant-design/icons';
import { Upload, type UploadFile } from 'antd';
import { IMAGE_UPLOAD_RULES, resolveFileUrl, uploadText, validateImages, type UploadRules } from '@medteach/api-client';
import { messages } from '../../messages';
import { useUploadBatch } from './useUploadBatch';

interface ImageUploadProps {
  /** Stored paths (`/file/<name>`), in order. */
  value?: string[];
  onChange?: (urls: string[]) => void;
  /** Defaults spec §5: png/jpg/jpeg, under 5 MB, at most 5 images. */
  rules?: Partial<UploadRules>;
}

/** RuoYi `<image-upload>`: picture cards; every rule message and the loading text of spec §5 / §8. */
export function ImageUpload({ value = [], onChange, rules = {} }: ImageUploadProps) {
  const limits = { ...IMAGE_UPLOAD_RULES, ...rules };
  // Appends to the latest list: several files of one batch finish one after another.
  const latest = { urls: value };
  const upload = useUploadBatch({
    rules: limits,
    validate: validateImages,
    already: value.length,
    loadingText: uploadText.imageLoading,
    failedText: uploadText.imageFailed,
    onUploaded: ({ url }) => {
      latest.urls = [...latest.urls, url];
      onChange?.(latest.urls);
    },
  });
  const fileList: UploadFile[] = value.map((url) => ({ uid: url, name: url.slice(url.lastIndexOf('/') + 1), status: 'done', url: resolveFileUrl(url) }));

  return (
    <>
      <Upload
        listType="picture-card"
        multiple
        accept={limits.types.map((t) => `.${t}`).join(',')}
        fileList={fileList}
        beforeUpload={upload.beforeUpload}
        customRequest={upload.customRequest}
        onRemove={(file) => onChange?.(value.filter((url) => url !== file.uid))}
      >
        {value.length < limits.maxFiles && (
          <button type="button" aria-label={messages.upload.pickImage} style={{ border: 0, background: 'none', cursor: 'pointer' }}>
            <PlusOutlined />
          </button>
        )}
      </Upload>
      <div style={{ color: '#999', fontSize: 12 }}>{messages.upload.tip(limits.maxMb, limits.types)}</div>
    </>
  );
}
