/** Knowledge detail labels (spec §2 "Medical knowledge detail": prescription, insurance, other names, onset site, department). */
export const medicalText = {
  title: '医学知识',
  introduction: '简介',
  rxName: '处方类型',
  insured: '医保类型',
  otherName: '别名',
  onsetSite: '发病部位',
  department: '就诊科室',
} as const;
