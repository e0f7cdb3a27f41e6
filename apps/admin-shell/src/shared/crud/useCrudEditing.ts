import { useState } from 'react';
import { App } from 'antd';
import type { UseMutationResult } from '@tanstack/react-query';
import { messages } from '../../messages';

const crud = messages.crud;

/** What the edit dialog uses of useCrudEditing. */
export interface CrudEditor<Row, Body> {
  editing: Partial<Row> | null;
  close: () => void;
  saving: boolean;
  save: (body: Body) => void;
}

export interface CrudEditingOptions<Row, Body> {
  /** The row's id field; the body carries it too when it edits (RuoYi: PUT with the id, POST without). */
  rowKey: keyof Row & keyof Body & string;
  /** What the id is called in the delete question: 是否确认删除<idLabel>为"1,2"的数据项？ */
  idLabel: string;
  save: Pick<UseMutationResult<unknown, Error, Body>, 'mutate' | 'isPending'>;
  /** Deletes the rows; resolves once they are gone (the confirm dialog waits for it). */
  remove: (rows: Row[]) => Promise<unknown>;
  /** The delete question when it should say more than the ids (what else goes with the rows). */
  deleteQuestion?: (rows: Row[]) => string;
}

/**
 * The state a RuoYi CRUD list keeps besides its filter: the ticked rows, the row in the edit dialog
 * (null: closed; `{}` or defaults: add; a row: edit), saving with 新增成功 / 修改成功, deleting after 系统提示.
 */
export function useCrudEditing<Row, Body>({ rowKey, idLabel, save, remove, deleteQuestion }: CrudEditingOptions<Row, Body>): CrudRowActions<Row> & CrudEditor<Row, Body> {
  const { modal, message } = App.useApp();
  const [selected, setSelected] = useState<Row[]>([]);
  const [editing, setEditing] = useState<Partial<Row> | null>(null);

  return {
    rowKey,
    selected,
    select: setSelected,
    editing,
    edit: setEditing,
    close: () => setEditing(null),
    saving: save.isPending,
    save: (body: Body) =>
      save.mutate(body, {
        onSuccess: () => {
          void message.success(body[rowKey] ? crud.editOk : crud.addOk);
          setEditing(null);
        },
      }),
    confirmDelete: (rows: Row[]) =>
      modal.confirm({
        title: messages.session.title,
        content: deleteQuestion?.(rows) ?? crud.deleteConfirm(idLabel, rows.map((r) => String(r[rowKey])).join(',')),
        // A refusal (e.g. 分类下有N道试题) is shown by the request layer; the dialog closes and nothing else happens.
        onOk: () =>
          remove(rows).then(
            () => {
              setSelected([]);
              void message.success(crud.deleteOk);
            },
            () => undefined,
          ),
      }),
  };
}

/** What the list part of the page uses of useCrudEditing. */
export interface CrudRowActions<Row> {
  rowKey: keyof Row & string;
  selected: Row[];
  select: (rows: Row[]) => void;
  edit: (row: Partial<Row>) => void;
  confirmDelete: (rows: Row[]) => void;
}

const noop = () => undefined;
/** The row actions of a list nothing is added to, edited or deleted in (orders, students' reports): no selection. */
export const readOnlyRowActions = <Row,>(rowKey: keyof Row & string): CrudRowActions<Row> => ({ rowKey, selected: [], select: noop, edit: noop, confirmDelete: noop });
