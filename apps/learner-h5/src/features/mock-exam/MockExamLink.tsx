import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from 'antd-mobile';
import { mockExamText as text } from './messages';

/** 模拟考试 of one bank, on its row of the home's 题库 tab (the row itself opens practice). */
export function MockExamLink({ studyBankId, bankName }: { studyBankId: number; bankName: string }) {
  const navigate = useNavigate();
  const open = (event: MouseEvent) => {
    event.stopPropagation();
    navigate(`/mockExam?studyBankId=${studyBankId}`);
  };
  return (
    <Button size="mini" color="primary" fill="outline" aria-label={`${bankName} ${text.title}`} onClick={open}>
      {text.title}
    </Button>
  );
}
