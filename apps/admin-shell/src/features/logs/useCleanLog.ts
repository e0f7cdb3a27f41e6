import { useMutation } from '@tanstack/react-query';
import { App } from 'antd';
import { messages } from '../../messages';
import { logText as text } from './messages';

/** 清空: asks first (every entry goes), then clears and says so. */
export function useCleanLog(mutation: { mutationFn: () => Promise<unknown> }, question: string) {
  const { modal, message } = App.useApp();
  const clean = useMutation(mutation);
  return () =>
    modal.confirm({
      title: messages.session.title,
      content: question,
      okButtonProps: { danger: true },
      onOk: () => clean.mutateAsync().then(() => void message.success(text.cleanOk)),
    });
}

/** Log rows are never edited: the list's edit state gets a save that is never called. */
export const NO_SAVE = { mutate: () => undefined, isPending: false };
