import type { Migration } from '../../db/db';

/**
 * Accounts, classes and sessions are shared by every module: teaching, course and station read
 * `sys_user` (roles comma-joined: admin | teacher | student) and `sys_class`.
 */
export const systemMigrations: Migration[] = [
  {
    id: '001_system_accounts',
    sql: `
      CREATE TABLE sys_class (
        id INTEGER PRIMARY KEY,
        class_name TEXT NOT NULL,
        grade_name TEXT NOT NULL DEFAULT '',
        major_id INTEGER
      );
      CREATE TABLE sys_user (
        user_id INTEGER PRIMARY KEY,
        user_name TEXT NOT NULL UNIQUE,
        nick_name TEXT NOT NULL DEFAULT '',
        real_name TEXT NOT NULL DEFAULT '',
        job_number TEXT NOT NULL DEFAULT '',
        phone TEXT UNIQUE,
        avatar TEXT NOT NULL DEFAULT '',
        password_hash TEXT NOT NULL,
        roles TEXT NOT NULL DEFAULT '',
        class_id INTEGER REFERENCES sys_class(id),
        platform_id TEXT,
        person_id TEXT,
        status TEXT NOT NULL DEFAULT '0',
        create_time TEXT NOT NULL DEFAULT (datetime('now', 'localtime'))
      );
      CREATE UNIQUE INDEX sys_user_platform ON sys_user(platform_id, person_id) WHERE platform_id IS NOT NULL;
      CREATE TABLE user_session (
        token_id TEXT PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES sys_user(user_id) ON DELETE CASCADE,
        expires_at INTEGER NOT NULL
      );
      CREATE INDEX user_session_user ON user_session(user_id);
      CREATE TABLE sms_code (
        phone TEXT PRIMARY KEY,
        code TEXT NOT NULL,
        expires_at INTEGER NOT NULL,
        attempts INTEGER NOT NULL DEFAULT 0
      );
      CREATE TABLE login_failure (
        user_name TEXT PRIMARY KEY,
        failures INTEGER NOT NULL,
        locked_until INTEGER NOT NULL DEFAULT 0
      );
    `,
  },
  {
    id: '001_system_dict_config',
    sql: `
      CREATE TABLE sys_dict_data (
        dict_code INTEGER PRIMARY KEY,
        dict_sort INTEGER NOT NULL DEFAULT 0,
        dict_label TEXT NOT NULL,
        dict_value TEXT NOT NULL,
        dict_type TEXT NOT NULL,
        css_class TEXT NOT NULL DEFAULT '',
        list_class TEXT NOT NULL DEFAULT 'default',
        is_default TEXT NOT NULL DEFAULT 'N',
        status TEXT NOT NULL DEFAULT '0',
        remark TEXT NOT NULL DEFAULT '',
        create_time TEXT NOT NULL DEFAULT (datetime('now', 'localtime'))
      );
      CREATE INDEX sys_dict_data_type ON sys_dict_data(dict_type, dict_sort);
      CREATE TABLE sys_config (
        config_id INTEGER PRIMARY KEY,
        config_name TEXT NOT NULL,
        config_key TEXT NOT NULL UNIQUE,
        config_value TEXT NOT NULL DEFAULT '',
        config_type TEXT NOT NULL DEFAULT 'N',
        remark TEXT NOT NULL DEFAULT '',
        create_time TEXT NOT NULL DEFAULT (datetime('now', 'localtime'))
      );
      -- Every edit adds a version; "latest" is the highest id of a (category, port, application).
      CREATE TABLE agreement (
        id INTEGER PRIMARY KEY,
        category INTEGER NOT NULL,
        port INTEGER NOT NULL,
        application INTEGER NOT NULL,
        title TEXT NOT NULL,
        content TEXT NOT NULL,
        update_by INTEGER REFERENCES sys_user(user_id),
        update_time TEXT NOT NULL DEFAULT (datetime('now', 'localtime'))
      );
      CREATE INDEX agreement_scope ON agreement(category, port, application, id);
      -- Uploaded files: stored under a random name; the original name is kept only as data.
      CREATE TABLE sys_file (
        name TEXT PRIMARY KEY,
        original_name TEXT NOT NULL,
        size INTEGER NOT NULL,
        user_id INTEGER REFERENCES sys_user(user_id),
        create_time TEXT NOT NULL DEFAULT (datetime('now', 'localtime'))
      );
    `,
  },
  {
    // Issue 14: login defence state lives in the database (shared by every server instance), not in memory.
    id: '002_system_login_defence',
    sql: `
      -- Signatures of platform login assertions already used, kept until they would have expired anyway.
      CREATE TABLE platform_assertion (
        signature TEXT PRIMARY KEY,
        expires_at INTEGER NOT NULL
      );
      -- Failed logins per key ('account:<name>', 'ip:<ip>', 'pair:<ip>|<name>'); failures decay with time.
      CREATE TABLE login_attempt (
        key TEXT PRIMARY KEY,
        failures INTEGER NOT NULL,
        last_failure_at INTEGER NOT NULL
      );
      CREATE TABLE captcha (
        uuid TEXT PRIMARY KEY,
        answer TEXT NOT NULL,
        expires_at INTEGER NOT NULL
      );
      DROP TABLE login_failure;
    `,
  },
  {
    // Issue 16 (slice E): RuoYi's operation log and login log. No foreign keys: a log outlives the accounts it names.
    id: '001_system_logs',
    sql: `
      -- business_type: core/oper-log.ts BusinessType; status 0 success, 1 failure; oper_before/oper_after: JSON of an edit.
      CREATE TABLE sys_oper_log (
        oper_id INTEGER PRIMARY KEY,
        title TEXT NOT NULL DEFAULT '',
        business_type INTEGER NOT NULL DEFAULT 0,
        method TEXT NOT NULL DEFAULT '',
        request_method TEXT NOT NULL DEFAULT '',
        oper_user_id INTEGER,
        oper_name TEXT NOT NULL DEFAULT '',
        oper_url TEXT NOT NULL DEFAULT '',
        oper_ip TEXT NOT NULL DEFAULT '',
        oper_param TEXT NOT NULL DEFAULT '',
        json_result TEXT NOT NULL DEFAULT '',
        status INTEGER NOT NULL DEFAULT 0,
        error_msg TEXT NOT NULL DEFAULT '',
        oper_time TEXT NOT NULL DEFAULT (datetime('now', 'localtime')),
        cost_time INTEGER NOT NULL DEFAULT 0,
        oper_before TEXT,
        oper_after TEXT
      );
      CREATE INDEX sys_oper_log_time ON sys_oper_log(oper_time);
      -- status 0 success, 1 failure.
      CREATE TABLE sys_logininfor (
        info_id INTEGER PRIMARY KEY,
        user_name TEXT NOT NULL DEFAULT '',
        ipaddr TEXT NOT NULL DEFAULT '',
        login_location TEXT NOT NULL DEFAULT '',
        browser TEXT NOT NULL DEFAULT '',
        os TEXT NOT NULL DEFAULT '',
        status INTEGER NOT NULL DEFAULT 0,
        msg TEXT NOT NULL DEFAULT '',
        login_time TEXT NOT NULL DEFAULT (datetime('now', 'localtime'))
      );
      CREATE INDEX sys_logininfor_time ON sys_logininfor(login_time);
    `,
  },
  {
    // Issue 16 (slice A, 用户与班级): a user's sex and major (teachers have no class; a student's major follows the
    // class), and the grades classes belong to (sys_class.grade_name keeps naming one, as before).
    id: '001_system_people',
    sql: `
      ALTER TABLE sys_user ADD COLUMN sex TEXT NOT NULL DEFAULT '2';
      ALTER TABLE sys_user ADD COLUMN major_id INTEGER;
      CREATE INDEX sys_user_class ON sys_user(class_id);
      CREATE INDEX sys_user_job_number ON sys_user(job_number);
      CREATE TABLE sys_grade (
        grade_id INTEGER PRIMARY KEY,
        grade_name TEXT NOT NULL UNIQUE,
        sort INTEGER NOT NULL DEFAULT 0,
        create_time TEXT NOT NULL DEFAULT (datetime('now', 'localtime'))
      );
      INSERT INTO sys_grade (grade_name) SELECT DISTINCT grade_name FROM sys_class WHERE grade_name <> '';
    `,
  },
  {
    // Requests for SMS codes, counted per client address ('ip:<address>') and per phone ('phone:<number>'), shared by
    // every instance: sms-limits.ts decides from them whether a request waits or needs the captcha. A count decays
    // with quiet time like login_attempt; refusals counts the requests refused under the key.
    id: '001_system_sms_limits',
    sql: `
      CREATE TABLE sms_request (
        key TEXT PRIMARY KEY,
        requests INTEGER NOT NULL,
        last_request_at INTEGER NOT NULL,
        refusals INTEGER NOT NULL DEFAULT 0
      );
      CREATE INDEX sms_request_last ON sms_request(last_request_at);
    `,
  },
  {
    // Uploads are counted per account (quota and rate, upload-limits.ts) and by age (the cleanup of uploads nothing
    // refers to, upload-cleanup.ts); sys_file already records name, owner, size and time of each.
    id: '001_system_upload_usage',
    sql: `
      CREATE INDEX sys_file_owner ON sys_file(user_id, create_time);
      CREATE INDEX sys_file_time ON sys_file(create_time);
    `,
  },
  {
    // 用户管理 stores what RuoYi's user form edits beside the name and phone: the email and a remark (the nickname
    // already had its column).
    id: '002_system_user_contact',
    sql: `
      ALTER TABLE sys_user ADD COLUMN email TEXT NOT NULL DEFAULT '';
      ALTER TABLE sys_user ADD COLUMN remark TEXT NOT NULL DEFAULT '';
    `,
  },
];
