/* Generated from the migrations by `npm run db:types` (db/table-types.ts). Do not edit: change a migration. */
import type { Generated } from 'kysely';

export interface AgreementTable {
  id: Generated<number>;
  category: number;
  port: number;
  application: number;
  title: string;
  content: string;
  update_by: number | null;
  update_time: Generated<string>;
}

export interface CaptchaTable {
  uuid: string;
  answer: string;
  expires_at: number;
}

export interface ChannelManageTable {
  invite_sign: string;
  channel_name: string;
  status: Generated<string>;
  expire_time: string | null;
}

export interface ChatDirectoryTable {
  id: Generated<number>;
  identify: string;
  type: Generated<number>;
  directory_name: string;
  sort: Generated<number>;
}

export interface ChatProblemTable {
  id: Generated<number>;
  identify: string;
  pid: number;
  problem: string;
  answer: string;
  sort: Generated<number>;
}

export interface ChatRecordTable {
  id: Generated<number>;
  user_id: number;
  identify: string;
  type: number;
  problem_id: number | null;
  problem_content: Generated<string>;
  answer: Generated<string>;
  suggested_ids: Generated<string>;
  create_time: string;
}

export interface CourseAnswerTable {
  record_id: number;
  question_id: number;
  result: string | null;
  is_right: number | null;
}

export interface CourseAnswerRecordTable {
  record_id: Generated<number>;
  online_course_id: number;
  resource_id: number;
  paper_id: number;
  user_id: number;
  class_id: number | null;
  score: number;
  finish_count: number;
  submit_time: string;
  use_time: number | null;
}

export interface CoursePaperTable {
  paper_id: Generated<number>;
  name: string;
  pass_score: Generated<number>;
}

export interface CoursePaperQuestionTable {
  question_id: Generated<number>;
  paper_id: number;
  parent_id: number | null;
  type: number;
  content: string;
  select_list: Generated<string>;
  correct: Generated<string>;
  analysis: Generated<string>;
  sort: Generated<number>;
  source_question_id: number | null;
  file_url: Generated<string>;
}

export interface ExamTable {
  exam_id: Generated<number>;
  exam_name: string;
  starts_at: string | null;
  ends_at: string | null;
}

export interface ExamCallLogTable {
  id: Generated<number>;
  station_id: number;
  room_id: number;
  examinee_id: number;
  action: string;
  operator_id: number;
  create_time: string;
}

export interface ExamDeviceTable {
  device_id: Generated<number>;
  code_address: string;
  station_id: number;
  room_id: number | null;
  ip: Generated<string>;
  key_hash: string | null;
  paired_at: string | null;
  seen_at: string | null;
}

export interface ExamExamineeTable {
  examinee_id: Generated<number>;
  station_id: number;
  batch: number;
  seq: number;
  real_name: string;
  job_number: string;
  status: Generated<string>;
  room_id: number | null;
  called_at: number | null;
  started_at: number | null;
  planned_at: string | null;
}

export interface ExamRoomTable {
  room_id: Generated<number>;
  station_id: number;
  room_name: string;
  sort: Generated<number>;
}

export interface ExamSkillQuestionTable {
  id: Generated<number>;
  station_id: number;
  name: string;
  sort: Generated<number>;
}

export interface ExamSkillQuestionDetailTable {
  id: Generated<number>;
  question_id: number;
  sort: number;
  name: string;
  file_url: Generated<string>;
}

export interface ExamSkillQuestionPartTable {
  id: Generated<number>;
  question_id: number;
  sort: number;
  description: string;
  description_file_url: Generated<string>;
}

export interface ExamStationTable {
  station_id: Generated<number>;
  exam_id: number;
  station_name: string;
  exam_seconds: number;
  mask_names: Generated<number>;
}

export interface IntegralOpenTable {
  id: Generated<number>;
  invite_sign: string;
  device_code: string | null;
  create_time: string;
}

export interface KnowledgeCategoryTable {
  knowledge_id: number;
  repo_type: number;
  label: string;
}

export interface KnowledgeDetailTable {
  knowledge_id: number;
  sort: number;
  repo_title: string;
  content: string;
}

export interface KnowledgeItemTable {
  id: Generated<number>;
  title: string;
  type: number;
  video_url: Generated<string>;
  introduction: Generated<string>;
  rx_name: Generated<string>;
  insured: Generated<string>;
  other_name: Generated<string>;
}

export interface LoginAttemptTable {
  key: string;
  failures: number;
  last_failure_at: number;
}

export interface OnlineCourseTable {
  online_course_id: Generated<number>;
  name: string;
  description: Generated<string>;
  start_time: string;
  end_time: string;
  credit_earning: Generated<number>;
  minimum_score: number;
  sort: Generated<number>;
  certificate_file_url: Generated<string>;
  certificate_course_time: Generated<string>;
}

export interface OnlineCourseCertificateTable {
  certificate_id: Generated<number>;
  online_course_id: number;
  user_id: number;
  code: string;
  collect_time: string | null;
}

export interface OnlineCourseClassTable {
  online_course_id: number;
  class_id: number;
}

export interface OnlineCourseCreditTable {
  user_id: number;
  resource_id: number;
  online_course_id: number;
  credit_score: number;
  source: string;
  create_time: string;
}

export interface OnlineCourseResourceTable {
  resource_id: Generated<number>;
  online_course_id: number;
  file_name: string;
  file_type: number;
  file_url: string;
  credit_score: Generated<number>;
  sort: Generated<number>;
}

export interface OnlineCourseResourcePaperTable {
  resource_id: number;
  paper_id: number;
}

export interface PlatformAssertionTable {
  signature: string;
  expires_at: number;
}

export interface ProductInfoTable {
  id: Generated<number>;
  skill_id: number;
  name: string;
  skill_exchange_integral: Generated<number>;
  icon_url: Generated<string>;
  introduce_urls: Generated<string>;
  introduce: Generated<string>;
  market_price_cents: number;
  preferential_price_cents: number;
  batch_market_price_cents: number | null;
  batch_preferential_price_cents: number | null;
  skill_type: Generated<number>;
  discount_tag: Generated<number>;
}

export interface ProductOrderTable {
  order_no: string;
  user_id: number;
  product_info_id: number;
  all_skills: Generated<number>;
  amount_cents: number;
  status: Generated<number>;
  create_time: string;
  pay_time: string | null;
  refund_time: string | null;
  refund_reason: Generated<string>;
}

export interface QbAnswerLogTable {
  id: Generated<number>;
  user_id: number;
  question_id: number;
  category_id: number;
  is_right: number;
  answered_at: number;
}

export interface QbCategoryTable {
  id: Generated<number>;
  major_type: number;
  parent_id: Generated<number>;
  name: string;
  code: Generated<string>;
  skill_id: number | null;
  skill_name: Generated<string>;
  skill_integral: Generated<number>;
  product_info_id: number | null;
  is_demo: Generated<number>;
  sort: Generated<number>;
}

export interface QbErrorReportTable {
  id: Generated<number>;
  question_id: number;
  user_id: number;
  error_type: string;
  content: string;
  status: Generated<number>;
  create_time: string;
  handle_time: string | null;
  handle_by: Generated<string>;
}

export interface QbFavoriteTable {
  user_id: number;
  question_id: number;
  category_id: number;
  major_type: number;
  create_time: string;
}

export interface QbMockAnswerTable {
  attempt_id: number;
  question_id: number;
  result: Generated<string>;
  is_right: number | null;
  flagged: Generated<number>;
  answered_at: number;
}

export interface QbMockAttemptTable {
  id: Generated<number>;
  user_id: number;
  study_bank_id: number;
  major_type: number;
  started_at: number;
  deadline: number;
  duration_minutes: number;
  pass_percent: number;
  question_ids: string;
  submitted_at: number | null;
  auto_submitted: Generated<number>;
  score: number | null;
  right_count: number | null;
}

export interface QbMockBlueprintTable {
  study_bank_id: Generated<number>;
  duration_minutes: number;
  pass_percent: number;
  sections: Generated<string>;
  update_time: string;
}

export interface QbNoteTable {
  user_id: number;
  question_id: number;
  category_id: number;
  major_type: number;
  mark: string;
  update_time: string;
}

export interface QbQuestionTable {
  id: Generated<number>;
  category_id: number;
  parent_id: number | null;
  type: number;
  content: Generated<string>;
  options: Generated<string>;
  correct: Generated<string>;
  analysis: Generated<string>;
  file_url: Generated<string>;
  seq: number;
  answerable: number;
  knowledge_id: number | null;
}

export interface QbQuestionRecordTable {
  user_id: number;
  question_id: number;
  study_paper_id: Generated<number>;
  category_id: number;
  study_bank_id: number | null;
  major_type: number;
  result: string;
  is_right: number;
  answer_seq: number;
  update_time: string;
}

export interface QbReviewCardTable {
  user_id: number;
  question_id: number;
  due: number;
  stability: number;
  difficulty: number;
  elapsed_days: number;
  scheduled_days: number;
  learning_steps: number;
  reps: number;
  lapses: number;
  state: number;
  last_review: number | null;
  previous: string | null;
  last_grade: number | null;
  last_right: number | null;
}

export interface QbReviewLogTable {
  id: Generated<number>;
  user_id: number;
  question_id: number;
  grade: number;
  review_time: number;
}

export interface QbStudyBankTable {
  id: Generated<number>;
  major_type: number;
  name: string;
  sort: Generated<number>;
}

export interface QbStudyBankCategoryTable {
  study_bank_id: number;
  category_id: number;
}

export interface QbStudyPaperTable {
  id: Generated<number>;
  user_id: number;
  study_bank_id: number | null;
  major_type: number;
  title: string;
  question_num: number;
  create_time: string;
}

export interface QbStudyPaperQuestionTable {
  study_paper_id: number;
  question_id: number;
  sort: number;
}

export interface QbStudyRecordTable {
  user_id: number;
  study_bank_id: number;
  category_id: number;
  last_question_id: number;
  update_time: string;
}

export interface ServiceConversationTable {
  id: Generated<number>;
  user_id: number;
  identify: string;
  status: Generated<string>;
  first_record_id: number;
  agent_read_id: Generated<number>;
  transfer_time: string;
  update_time: string;
}

export interface ShareScoreTable {
  id: Generated<number>;
  user_id: number;
  paper_name: string;
  score: number;
  total_score: number;
  question_num: number;
  right_num: number;
  wrong_num: number;
  use_time: number;
  finish_time: string;
  share_id: number | null;
}

export interface SmsCodeTable {
  phone: string;
  code: string;
  expires_at: number;
  attempts: Generated<number>;
}

export interface SmsRequestTable {
  key: string;
  requests: number;
  last_request_at: number;
  refusals: Generated<number>;
}

export interface SysClassTable {
  id: Generated<number>;
  class_name: string;
  grade_name: Generated<string>;
  major_id: number | null;
}

export interface SysConfigTable {
  config_id: Generated<number>;
  config_name: string;
  config_key: string;
  config_value: Generated<string>;
  config_type: Generated<string>;
  remark: Generated<string>;
  create_time: Generated<string>;
}

export interface SysDictDataTable {
  dict_code: Generated<number>;
  dict_sort: Generated<number>;
  dict_label: string;
  dict_value: string;
  dict_type: string;
  css_class: Generated<string>;
  list_class: Generated<string>;
  is_default: Generated<string>;
  status: Generated<string>;
  remark: Generated<string>;
  create_time: Generated<string>;
}

export interface SysFileTable {
  name: string;
  original_name: string;
  size: number;
  user_id: number | null;
  create_time: Generated<string>;
}

export interface SysGradeTable {
  grade_id: Generated<number>;
  grade_name: string;
  sort: Generated<number>;
  create_time: Generated<string>;
}

export interface SysLogininforTable {
  info_id: Generated<number>;
  user_name: Generated<string>;
  ipaddr: Generated<string>;
  login_location: Generated<string>;
  browser: Generated<string>;
  os: Generated<string>;
  status: Generated<number>;
  msg: Generated<string>;
  login_time: Generated<string>;
}

export interface SysOperLogTable {
  oper_id: Generated<number>;
  title: Generated<string>;
  business_type: Generated<number>;
  method: Generated<string>;
  request_method: Generated<string>;
  oper_user_id: number | null;
  oper_name: Generated<string>;
  oper_url: Generated<string>;
  oper_ip: Generated<string>;
  oper_param: Generated<string>;
  json_result: Generated<string>;
  status: Generated<number>;
  error_msg: Generated<string>;
  oper_time: Generated<string>;
  cost_time: Generated<number>;
  oper_before: string | null;
  oper_after: string | null;
}

export interface SysUserTable {
  user_id: Generated<number>;
  user_name: string;
  nick_name: Generated<string>;
  real_name: Generated<string>;
  job_number: Generated<string>;
  phone: string | null;
  avatar: Generated<string>;
  password_hash: string;
  roles: Generated<string>;
  class_id: number | null;
  platform_id: string | null;
  person_id: string | null;
  status: Generated<string>;
  create_time: Generated<string>;
  sex: Generated<string>;
  major_id: number | null;
  email: Generated<string>;
  remark: Generated<string>;
}

export interface TeachingClockTable {
  clock_id: Generated<number>;
  plan_detail_id: number;
  user_id: number;
  clock_time: string;
  clock_status: Generated<string>;
  clock_method: Generated<string>;
  marked_by: number | null;
}

export interface TeachingHomeworkTable {
  homework_id: Generated<number>;
  plan_detail_id: number;
  homework_content: string;
}

export interface TeachingHomeworkAttachTable {
  id: Generated<number>;
  plan_detail_id: number;
  file_name: string;
  file_url: string;
}

export interface TeachingHomeworkFileTable {
  file_id: Generated<number>;
  plan_detail_id: number;
  user_id: number;
  file_name: string;
  file_url: string;
  file_size: number;
  sort: Generated<number>;
}

export interface TeachingHomeworkScoreLogTable {
  log_id: Generated<number>;
  plan_detail_id: number;
  user_id: number;
  old_score: number | null;
  new_score: number;
  scorer_id: number;
  scorer_name: string;
  score_time: string;
}

export interface TeachingHomeworkStudentTable {
  plan_detail_id: number;
  user_id: number;
  homework_status: Generated<number>;
  home_work_score: number | null;
  submit_time: string | null;
  score_time: string | null;
}

export interface TeachingMajorTable {
  major_id: Generated<number>;
  major_name: string;
}

export interface TeachingMaterialTable {
  material_id: Generated<number>;
  plan_detail_id: number;
  file_name: string;
  file_url: string;
}

export interface TeachingPaperTable {
  paper_id: Generated<number>;
  name: string;
}

export interface TeachingPaperAnswerTable {
  record_id: number;
  question_id: number;
  result: string | null;
  is_right: number | null;
}

export interface TeachingPaperQuestionTable {
  question_id: Generated<number>;
  paper_id: number;
  sort: number;
  type: number;
  public_content: string | null;
  content: string;
  select_list: Generated<string>;
  correct: string;
  analysis: Generated<string>;
  source_question_id: number | null;
  file_url: Generated<string>;
}

export interface TeachingPaperRecordTable {
  record_id: Generated<number>;
  plan_detail_id: number;
  paper_id: number;
  user_id: number;
  score: number;
  finish_count: number;
  submit_time: string;
  use_time: number | null;
}

export interface TeachingPeriodTable {
  period_num: Generated<number>;
  start_time: string;
  end_time: string;
}

export interface TeachingPlanTable {
  plan_id: Generated<number>;
  plan_name: string;
  semester_id: number;
  major_id: number;
  teacher_id: number;
  textbook: Generated<string>;
  theory_period: Generated<number>;
  experiment_period: Generated<number>;
  theory_address_name: Generated<string>;
  experiment_address_name: Generated<string>;
  internship_address_name: Generated<string>;
}

export interface TeachingPlanClassTable {
  plan_id: number;
  class_id: number;
}

export interface TeachingPlanDetailTable {
  plan_detail_id: Generated<number>;
  plan_id: number;
  lesson_content: string;
  teacher_id: number;
  address_name: Generated<string>;
  teaching_date: string;
  period_num: number;
  periods: Generated<number>;
  teaching_start_time: string;
  teaching_end_time: string;
  attendance_status: Generated<number>;
  homework_start_time: string | null;
  homework_end_time: string | null;
}

export interface TeachingPlanDetailPaperTable {
  plan_detail_id: number;
  paper_id: number;
}

export interface TeachingPlanDetailRatingTable {
  plan_detail_id: number;
  rating_id: number;
}

export interface TeachingRatingTable {
  rating_id: Generated<number>;
  name: string;
}

export interface TeachingRatingItemTable {
  id: Generated<number>;
  rating_id: number;
  pid: Generated<number>;
  name: string;
  max_score: Generated<number>;
  sort: Generated<number>;
}

export interface TeachingRatingRecordTable {
  record_id: Generated<number>;
  plan_detail_id: number;
  rating_id: number;
  user_id: number;
  score: number;
  evaluator_id: number;
  evaluate_time: string;
}

export interface TeachingRatingRecordItemTable {
  record_id: number;
  item_id: number;
  score: number;
}

export interface TeachingSemesterTable {
  semester_id: Generated<number>;
  semester_name: string;
  start_date: string;
  end_date: string;
}

export interface TeachingSignInSessionTable {
  session_id: Generated<number>;
  plan_detail_id: number;
  secret: string;
  started_by: number;
  start_time: string;
  stopped_by: number | null;
  stop_time: string | null;
}

export interface TeachingSuggestTable {
  id: Generated<number>;
  plan_detail_id: number;
  user_id: number;
  suggest: string;
  create_time: string;
}

export interface UserSessionTable {
  token_id: string;
  user_id: number;
  expires_at: number;
}

export interface UserSkillUnlockTable {
  user_id: number;
  skill_id: number;
  order_no: string | null;
  create_time: string;
}

export interface DB {
  agreement: AgreementTable;
  captcha: CaptchaTable;
  channel_manage: ChannelManageTable;
  chat_directory: ChatDirectoryTable;
  chat_problem: ChatProblemTable;
  chat_record: ChatRecordTable;
  course_answer: CourseAnswerTable;
  course_answer_record: CourseAnswerRecordTable;
  course_paper: CoursePaperTable;
  course_paper_question: CoursePaperQuestionTable;
  exam: ExamTable;
  exam_call_log: ExamCallLogTable;
  exam_device: ExamDeviceTable;
  exam_examinee: ExamExamineeTable;
  exam_room: ExamRoomTable;
  exam_skill_question: ExamSkillQuestionTable;
  exam_skill_question_detail: ExamSkillQuestionDetailTable;
  exam_skill_question_part: ExamSkillQuestionPartTable;
  exam_station: ExamStationTable;
  integral_open: IntegralOpenTable;
  knowledge_category: KnowledgeCategoryTable;
  knowledge_detail: KnowledgeDetailTable;
  knowledge_item: KnowledgeItemTable;
  login_attempt: LoginAttemptTable;
  online_course: OnlineCourseTable;
  online_course_certificate: OnlineCourseCertificateTable;
  online_course_class: OnlineCourseClassTable;
  online_course_credit: OnlineCourseCreditTable;
  online_course_resource: OnlineCourseResourceTable;
  online_course_resource_paper: OnlineCourseResourcePaperTable;
  platform_assertion: PlatformAssertionTable;
  product_info: ProductInfoTable;
  product_order: ProductOrderTable;
  qb_answer_log: QbAnswerLogTable;
  qb_category: QbCategoryTable;
  qb_error_report: QbErrorReportTable;
  qb_favorite: QbFavoriteTable;
  qb_mock_answer: QbMockAnswerTable;
  qb_mock_attempt: QbMockAttemptTable;
  qb_mock_blueprint: QbMockBlueprintTable;
  qb_note: QbNoteTable;
  qb_question: QbQuestionTable;
  qb_question_record: QbQuestionRecordTable;
  qb_review_card: QbReviewCardTable;
  qb_review_log: QbReviewLogTable;
  qb_study_bank: QbStudyBankTable;
  qb_study_bank_category: QbStudyBankCategoryTable;
  qb_study_paper: QbStudyPaperTable;
  qb_study_paper_question: QbStudyPaperQuestionTable;
  qb_study_record: QbStudyRecordTable;
  service_conversation: ServiceConversationTable;
  share_score: ShareScoreTable;
  sms_code: SmsCodeTable;
  sms_request: SmsRequestTable;
  sys_class: SysClassTable;
  sys_config: SysConfigTable;
  sys_dict_data: SysDictDataTable;
  sys_file: SysFileTable;
  sys_grade: SysGradeTable;
  sys_logininfor: SysLogininforTable;
  sys_oper_log: SysOperLogTable;
  sys_user: SysUserTable;
  teaching_clock: TeachingClockTable;
  teaching_homework: TeachingHomeworkTable;
  teaching_homework_attach: TeachingHomeworkAttachTable;
  teaching_homework_file: TeachingHomeworkFileTable;
  teaching_homework_score_log: TeachingHomeworkScoreLogTable;
  teaching_homework_student: TeachingHomeworkStudentTable;
  teaching_major: TeachingMajorTable;
  teaching_material: TeachingMaterialTable;
  teaching_paper: TeachingPaperTable;
  teaching_paper_answer: TeachingPaperAnswerTable;
  teaching_paper_question: TeachingPaperQuestionTable;
  teaching_paper_record: TeachingPaperRecordTable;
  teaching_period: TeachingPeriodTable;
  teaching_plan: TeachingPlanTable;
  teaching_plan_class: TeachingPlanClassTable;
  teaching_plan_detail: TeachingPlanDetailTable;
  teaching_plan_detail_paper: TeachingPlanDetailPaperTable;
  teaching_plan_detail_rating: TeachingPlanDetailRatingTable;
  teaching_rating: TeachingRatingTable;
  teaching_rating_item: TeachingRatingItemTable;
  teaching_rating_record: TeachingRatingRecordTable;
  teaching_rating_record_item: TeachingRatingRecordItemTable;
  teaching_semester: TeachingSemesterTable;
  teaching_sign_in_session: TeachingSignInSessionTable;
  teaching_suggest: TeachingSuggestTable;
  user_session: UserSessionTable;
  user_skill_unlock: UserSkillUnlockTable;
}
