import { hashPassword } from '../../core/auth';
import { ConfigKey, DictType } from '@medteach/contract';
import { AGREEMENT_CONTENT, AGREEMENT_TITLE } from './seed-agreement';
import type { Queryable } from '../../db/queryable';

/**
 * Demo accounts and system data (docs/testing.md "Seed data and demo accounts"). Other modules rely on these ids:
 * classes 1–3, admin 1, teachers 2–3, students 101–130 (student01–10 class 1, 11–20 class 2, 21–30 class 3).
 */
export const SEED_CLASSES = [
  { id: 1, className: '临床医学2024级1班', gradeName: '2024级', majorId: 1 },
  { id: 2, className: '临床医学2024级2班', gradeName: '2024级', majorId: 1 },
  { id: 3, className: '口腔医学2024级1班', gradeName: '2024级', majorId: 2 },
] as const;

export const FIRST_STUDENT_ID = 101;
export const STUDENT_COUNT = 30;
const STUDENTS_PER_CLASS = 10;
export const DEMO_PASSWORD = '123456';
const ADMIN_PASSWORD = 'admin123';

const STUDENT_NAMES = [
  '张伟', '王芳', '李娜', '刘洋', '陈静', '杨磊', '赵敏', '黄勇', '周婷', '吴强',
  '徐丽', '孙杰', '马超', '朱琳', '胡军', '郭燕', '何涛', '林霞', '高峰', '罗丹',
  '郑浩', '梁雪', '谢鹏', '宋佳', '唐亮', '许蕾', '韩冰', '冯刚', '邓欣', '曹阳',
];

/** The demo school's people: runs inside the seeding transaction (db/seed.ts), after seedSystemReference. */
export async function seedSystem(db: Queryable) {
  await seedAccounts(db);
}

/**
 * What every install needs whatever school it serves: dictionaries, config keys and the user agreement. No people.
 * `initPassword` is the configured initial password of new accounts: the demo's known one only in demo mode.
 */
export async function seedSystemReference(db: Queryable, initPassword: string) {
  await seedDictionaries(db);
  await seedConfigs(db, initPassword);
  await db
    .insertInto('agreement')
    .values({ id: 1, category: 1, port: 1, application: 1, title: AGREEMENT_TITLE, content: AGREEMENT_CONTENT, update_by: 1 })
    .execute();
}

interface SeedUser {
  userId: number;
  userName: string;
  realName: string;
  jobNumber: string;
  phone: string | null;
  hash: string;
  roles: string;
  classId: number | null;
}

async function seedAccounts(db: Queryable) {
  await db
    .insertInto('sys_class')
    .values(SEED_CLASSES.map((c) => ({ id: c.id, class_name: c.className, grade_name: c.gradeName, major_id: c.majorId })))
    .execute();
  // The grades the classes name (back office 专业与年级); existing databases got them from migration 001_system_people.
  await db
    .insertInto('sys_grade')
    .values([...new Set(SEED_CLASSES.map((c) => c.gradeName))].map((gradeName) => ({ grade_name: gradeName })))
    .execute();

  // bcrypt is slow on purpose: hash each distinct password once and reuse it.
  const demoHash = hashPassword(DEMO_PASSWORD);
  const staff = { phone: null, classId: null };
  const users: SeedUser[] = [
    { ...staff, userId: 1, userName: 'admin', realName: '系统管理员', jobNumber: '', hash: hashPassword(ADMIN_PASSWORD), roles: 'admin' },
    { ...staff, userId: 2, userName: 'teacher01', realName: '王建国', jobNumber: 'T0001', hash: demoHash, roles: 'teacher' },
    { ...staff, userId: 3, userName: 'teacher02', realName: '李秀英', jobNumber: 'T0002', hash: demoHash, roles: 'teacher' },
    ...STUDENT_NAMES.slice(0, STUDENT_COUNT).map((realName, i): SeedUser => {
      const n = String(i + 1).padStart(2, '0');
      return {
        userId: FIRST_STUDENT_ID + i,
        userName: `student${n}`,
        realName,
        jobNumber: `S${String(i + 1).padStart(4, '0')}`,
        phone: `138000000${n}`,
        hash: demoHash,
        roles: 'student',
        classId: SEED_CLASSES[Math.floor(i / STUDENTS_PER_CLASS)].id,
      };
    }),
  ];
  await db
    .insertInto('sys_user')
    .values(
      users.map((u) => ({
        user_id: u.userId,
        user_name: u.userName,
        nick_name: u.realName,
        real_name: u.realName,
        job_number: u.jobNumber,
        phone: u.phone,
        password_hash: u.hash,
        roles: u.roles,
        class_id: u.classId,
      })),
    )
    .execute();
}

type DictSeed = [value: string, label: string, listClass: string, isDefault?: 'Y'];
const DICTIONARIES: Record<string, DictSeed[]> = {
  [DictType.EXAM_TYPE]: ['A1型题', 'A2型题', 'A3型题', 'A4型题', 'B型题', 'X型题', '判断题', '填空题', '问答题'].map(
    (label, i): DictSeed => [String(i), label, 'default'],
  ),
  // RuoYi's own dictionaries, same values and styles.
  sys_normal_disable: [['0', '正常', 'primary', 'Y'], ['1', '停用', 'danger']],
  sys_yes_no: [['Y', '是', 'primary', 'Y'], ['N', '否', 'danger']],
  sys_user_sex: [['0', '男', 'default', 'Y'], ['1', '女', 'default'], ['2', '未知', 'default']],
};

/** Dictionary codes 1, 2, 3 … in this order (explicit, as every seeded id). */
async function seedDictionaries(db: Queryable) {
  const rows = Object.entries(DICTIONARIES).flatMap(([type, entries]) =>
    entries.map(([value, label, listClass, isDefault], i) => ({
      dict_sort: i + 1,
      dict_label: label,
      dict_value: value,
      dict_type: type,
      list_class: listClass,
      is_default: isDefault ?? 'N',
    })),
  );
  await db
    .insertInto('sys_dict_data')
    .values(rows.map((r, i) => ({ dict_code: i + 1, ...r })))
    .execute();
}

const INIT_PASSWORD = '{initPassword}';
const CONFIGS: [name: string, key: string, value: string, remark: string][] = [
  ['主框架页-默认皮肤样式名称', 'sys.index.skinName', 'skin-blue', '蓝色 skin-blue、绿色 skin-green、紫色 skin-purple、红色 skin-red、黄色 skin-yellow'],
  // The remark must not repeat the value: the password is a write-only secret in the console (issue 14 row 6).
  ['用户管理-账号初始密码', 'sys.user.initPassword', INIT_PASSWORD, '新建账号的初始密码（密钥，只能修改不能查看）'],
  ['主框架页-侧边栏主题', 'sys.index.sideTheme', 'theme-dark', '深色主题theme-dark，浅色主题theme-light'],
  ['账号自助-验证码开关', 'sys.account.captchaEnabled', 'false', '是否开启验证码功能（true开启，false关闭）'],
  ['账号自助-是否开启用户注册功能', ConfigKey.REGISTER_USER, 'true', '是否开启注册用户功能（true开启，false关闭）'],
  ['用户登录-黑名单列表', 'sys.login.blackIPList', '', '设置登录IP黑名单限制，多个匹配项以;分隔，支持匹配（*通配、网段）'],
  ['文件服务-访问地址', ConfigKey.FILE_HOST, '', '文件访问地址；为空时使用同源 /file/'],
  ['考站屏幕-姓名脱敏', ConfigKey.STATION_MASK_NAMES, 'false', '候考屏幕是否隐藏考生姓名中间字（true开启，false关闭）'],
];

/** Built-in configs (type Y), ids 1, 2, 3 … in this order. */
async function seedConfigs(db: Queryable, initPassword: string) {
  const valueOf = (value: string) => (value === INIT_PASSWORD ? initPassword : value);
  await db
    .insertInto('sys_config')
    .values(CONFIGS.map(([name, key, value, remark], i) => ({ config_id: i + 1, config_name: name, config_key: key, config_value: valueOf(value), config_type: 'Y', remark })))
    .execute();
}
