import { useRef } from 'react';
import { App, Upload } from 'antd';
import { isApiError, uploadFile, type UploadRules } from '@medteach/api-client';
import type { UploadResult } from '@medteach/contract';

type Validate = (files: readonly { name: string; size: number }[], rules: Partial<UploadRules>, already: number) => string | null;

interface UploadBatchOptions {
  rules: Partial<UploadRules>;
  validate: Validate;
  /** Files the field already holds (the count limit includes them). */
  already: number;
  loadingText: string;
  failedText: string;
  onUploaded: (result: UploadResult) => void;
}

interface PickedFile {
  name: string;
  size: number;
}

/**
 * The RuoYi upload flow for antd's Upload: one check of the whole picked batch (count, then each file's type and
 * size, spec §5 messages), one loading message while any file of it is on its way, each success reported with its
 * `data.url`. A non-200 answer's msg is shown by the request layer; anything else shows the failure text.
 */
export function useUploadBatch({ rules, validate, already, loadingText, failedText, onUploaded }: UploadBatchOptions) {
  const { message } = App.useApp();
  const pending = useRef(0);
  const closeLoading = useRef<(() => void) | null>(null);
  const rejected = useRef<readonly PickedFile[] | null>(null);

  const beforeUpload = (file: PickedFile, batch: readonly PickedFile[]) => {
    if (file === batch[0]) {
      const error = validate(batch, rules, already);
      rejected.current = error ? batch : null;
      if (error) void message.error(error);
    }
    return rejected.current === batch ? Upload.LIST_IGNORE : true;
  };

  const settle = () => {
    pending.current -= 1;
    if (pending.current === 0) {
      closeLoading.current?.();
      closeLoading.current = null;
    }
  };

  const customRequest = ({ file }: { file: Blob | string }) => {
    if (typeof file === 'string') return;
    if (pending.current === 0) closeLoading.current = message.loading(loadingText, 0);
    pending.current += 1;
    uploadFile(file, (file as File).name)
      .then(onUploaded)
      .catch((error: unknown) => {
        if (!(isApiError(error) && error.kind === 'business' && error.notified)) void message.error(failedText);
      })
      .finally(settle);
  };

  return { beforeUpload, customRequest };
}
