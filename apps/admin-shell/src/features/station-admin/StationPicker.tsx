import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { messages } from '../../messages';
import { stationAdminQueries } from './api';
import { stationAdminText as text } from './messages';

const crud = messages.crud;

/** A select of every exam (the form item's value: examId). */
export function ExamSelect({ width, ...props }: { id?: string; value?: number; onChange?: (v: number) => void; width?: number; allowClear?: boolean }) {
  const exams = useQuery(stationAdminQueries.examOptions());
  return (
    <Select
      {...props}
      style={{ width: width ?? '100%' }}
      loading={exams.isLoading}
      placeholder={crud.pleaseSelect(text.exam)}
      options={exams.data?.rows.map((e) => ({ value: e.examId, label: e.examName }))}
    />
  );
}

/** A select of every station, named with its exam when there are several (the form item's value: stationId). */
export function StationSelect({ width, ...props }: { id?: string; value?: number; onChange?: (v: number) => void; width?: number; allowClear?: boolean }) {
  const stations = useQuery(stationAdminQueries.stationOptions());
  const rows = stations.data?.rows ?? [];
  const severalExams = new Set(rows.map((s) => s.examId)).size > 1;
  return (
    <Select
      {...props}
      style={{ width: width ?? '100%' }}
      loading={stations.isLoading}
      showSearch
      optionFilterProp="label"
      placeholder={crud.pleaseSelect(text.station)}
      options={rows.map((s) => ({ value: s.stationId, label: severalExams ? `${s.examName} · ${s.stationName}` : s.stationName }))}
    />
  );
}
