import { MajorType } from '@medteach/contract';
import type { SeedBank } from './builders';
import { circulatory, digestive, respiratory } from './clinical-internal';
import { emergency, ethics, generalSurgery, orthopedics, pediatrics } from './clinical-other';
import { caries, maxillofacialInfection, maxillofacialTumourTrauma, pulpPeriapical } from './oral-surgery-endo';
import { fixedProsthodontics, periodontics, removableProsthodontics } from './oral-prosth-perio';

/**
 * The skills the commerce module sells (spec §4 topic lock): skill 1 / product 1 unlocks the clinical-thinking
 * categories, skill 2 / product 2 the oral ones. Integral = the points price the bridge passes on (skillIntegral).
 */
export const CLINICAL_SKILL = { skillId: 1, skillName: '临床思维能力训练', skillIntegral: 100, productInfoId: 1 };
export const ORAL_SKILL = { skillId: 2, skillName: '口腔临床思辨能力训练', skillIntegral: 100, productInfoId: 2 };

/** Two banks per major type; first-level categories with their second-level leaves (spec §2 /subject). */
export const SEED_BANKS: SeedBank[] = [
  {
    majorType: MajorType.CLINICAL,
    name: '临床思维能力题库',
    categories: [
      // Demo: the first leaf opens without a purchase (spec §4 "locked if … not demo, or item index ≥ 1").
      { name: '内科学', code: '1', skill: CLINICAL_SKILL, isDemo: true, leaves: [respiratory, circulatory, digestive] },
      { name: '外科学', code: '2', skill: CLINICAL_SKILL, leaves: [generalSurgery, orthopedics] },
      { name: '儿科学', code: '3', leaves: [pediatrics] },
    ],
  },
  {
    majorType: MajorType.CLINICAL,
    name: '临床综合演练',
    categories: [
      { name: '急诊与危重症', code: '4', leaves: [emergency] },
      // code 6: no knowledge entry (spec §6).
      { name: '医学人文', code: '6', leaves: [ethics] },
    ],
  },
  {
    majorType: MajorType.ORAL,
    name: '口腔临床思辨题库',
    categories: [
      { name: '口腔颌面外科', code: '7', skill: ORAL_SKILL, isDemo: true, leaves: [maxillofacialInfection, maxillofacialTumourTrauma] },
      { name: '牙体牙髓病学', code: '8', skill: ORAL_SKILL, leaves: [caries, pulpPeriapical] },
      { name: '口腔修复学', code: '9', leaves: [fixedProsthodontics, removableProsthodontics] },
    ],
  },
  {
    majorType: MajorType.ORAL,
    name: '口腔综合演练',
    categories: [{ name: '牙周病学', code: '10', leaves: [periodontics] }],
  },
];
