import { KnowledgeType, RepoType, type KnowledgeItem } from '@medteach/contract';
import { medicalText } from './messages';

export interface KnowledgeLine {
  label: string;
  value: string;
}

const joinLabels = (item: KnowledgeItem, repoType: number) =>
  item.repoCategories
    .filter((c) => c.repoType === repoType)
    .map((c) => c.label)
    .join('、');

/**
 * The extra lines by knowledge type (spec §3): prescriptions (2) show prescription, insurance and other names;
 * types 4 and 5 show other names, onset site (repo type 7) and department (8); video (11) and content-only (12)
 * show none. Empty values are left out.
 */
export function knowledgeLines(item: KnowledgeItem): KnowledgeLine[] {
  const lines: KnowledgeLine[] =
    item.type === KnowledgeType.PRESCRIPTION
      ? [
          { label: medicalText.rxName, value: item.rxName },
          { label: medicalText.insured, value: item.insured },
          { label: medicalText.otherName, value: item.otherName },
        ]
      : item.type === KnowledgeType.DISEASE || item.type === KnowledgeType.SYMPTOM
        ? [
            { label: medicalText.otherName, value: item.otherName },
            { label: medicalText.onsetSite, value: joinLabels(item, RepoType.ONSET_SITE) },
            { label: medicalText.department, value: joinLabels(item, RepoType.DEPARTMENT) },
          ]
        : [];
  return lines.filter((l) => l.value);
}

/** Content-only items (12) show no introduction. */
export const showsIntroduction = (item: KnowledgeItem) => item.type !== KnowledgeType.CONTENT && !!item.introduction;
