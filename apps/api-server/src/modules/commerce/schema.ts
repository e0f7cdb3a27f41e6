import type { Migration } from '../../db/db';
import { SHARE_ID_MIN, SHARE_ID_SPAN } from './share-ids';

/**
 * Products, orders and the unlocks they grant; invite channels; medical knowledge; customer-service chat.
 * `user_skill_unlock(user_id, skill_id)` is read by the question bank (isSkillUnlocked): a paid order inserts rows.
 */
export const commerceMigrations: Migration[] = [
  {
    id: '006_commerce_products_orders',
    sql: `
      CREATE TABLE product_info (
        id INTEGER PRIMARY KEY,
        skill_id INTEGER NOT NULL UNIQUE,
        name TEXT NOT NULL,
        skill_exchange_integral INTEGER NOT NULL DEFAULT 0,
        icon_url TEXT NOT NULL DEFAULT '',
        introduce_urls TEXT NOT NULL DEFAULT '',
        introduce TEXT NOT NULL DEFAULT '',
        market_price_cents INTEGER NOT NULL,
        preferential_price_cents INTEGER NOT NULL,
        batch_market_price_cents INTEGER,
        batch_preferential_price_cents INTEGER,
        skill_type INTEGER NOT NULL DEFAULT 1
      );
      CREATE TABLE product_order (
        order_no TEXT PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES sys_user(user_id),
        product_info_id INTEGER NOT NULL REFERENCES product_info(id),
        all_skills INTEGER NOT NULL DEFAULT 0,
        amount_cents INTEGER NOT NULL,
        status INTEGER NOT NULL DEFAULT 0,
        create_time TEXT NOT NULL,
        pay_time TEXT
      );
      CREATE INDEX product_order_user ON product_order(user_id, product_info_id, all_skills, status);
      CREATE TABLE user_skill_unlock (
        user_id INTEGER NOT NULL REFERENCES sys_user(user_id) ON DELETE CASCADE,
        skill_id INTEGER NOT NULL,
        order_no TEXT REFERENCES product_order(order_no),
        create_time TEXT NOT NULL,
        PRIMARY KEY (user_id, skill_id)
      );
    `,
  },
  {
    id: '006_commerce_invite_knowledge_chat',
    sql: `
      CREATE TABLE channel_manage (
        invite_sign TEXT PRIMARY KEY,
        channel_name TEXT NOT NULL,
        status TEXT NOT NULL DEFAULT '0',
        expire_time TEXT
      );
      CREATE TABLE integral_open (
        id INTEGER PRIMARY KEY,
        invite_sign TEXT NOT NULL,
        device_code TEXT,
        create_time TEXT NOT NULL
      );
      CREATE TABLE knowledge_item (
        id INTEGER PRIMARY KEY,
        title TEXT NOT NULL,
        type INTEGER NOT NULL,
        video_url TEXT NOT NULL DEFAULT '',
        introduction TEXT NOT NULL DEFAULT '',
        rx_name TEXT NOT NULL DEFAULT '',
        insured TEXT NOT NULL DEFAULT '',
        other_name TEXT NOT NULL DEFAULT ''
      );
      CREATE TABLE knowledge_category (
        knowledge_id INTEGER NOT NULL REFERENCES knowledge_item(id) ON DELETE CASCADE,
        repo_type INTEGER NOT NULL,
        label TEXT NOT NULL
      );
      CREATE TABLE knowledge_detail (
        knowledge_id INTEGER NOT NULL REFERENCES knowledge_item(id) ON DELETE CASCADE,
        sort INTEGER NOT NULL,
        repo_title TEXT NOT NULL,
        content TEXT NOT NULL
      );
      CREATE TABLE chat_directory (
        id INTEGER PRIMARY KEY,
        identify TEXT NOT NULL,
        type INTEGER NOT NULL DEFAULT 1,
        directory_name TEXT NOT NULL,
        sort INTEGER NOT NULL DEFAULT 0
      );
      CREATE TABLE chat_problem (
        id INTEGER PRIMARY KEY,
        identify TEXT NOT NULL,
        pid INTEGER NOT NULL REFERENCES chat_directory(id),
        problem TEXT NOT NULL,
        answer TEXT NOT NULL,
        sort INTEGER NOT NULL DEFAULT 0
      );
      CREATE TABLE chat_record (
        id INTEGER PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES sys_user(user_id) ON DELETE CASCADE,
        identify TEXT NOT NULL,
        type INTEGER NOT NULL,
        problem_id INTEGER REFERENCES chat_problem(id),
        problem_content TEXT NOT NULL DEFAULT '',
        answer TEXT NOT NULL DEFAULT '',
        suggested_ids TEXT NOT NULL DEFAULT '',
        create_time TEXT NOT NULL
      );
      CREATE INDEX chat_record_user ON chat_record(user_id, identify, create_time);
      CREATE TABLE share_score (
        id INTEGER PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES sys_user(user_id) ON DELETE CASCADE,
        paper_name TEXT NOT NULL,
        score INTEGER NOT NULL,
        total_score INTEGER NOT NULL,
        question_num INTEGER NOT NULL,
        right_num INTEGER NOT NULL,
        wrong_num INTEGER NOT NULL,
        use_time INTEGER NOT NULL,
        finish_time TEXT NOT NULL
      );
    `,
  },
  {
    // Issue 14 row 13: share links named results by their sequential row id. A random 50-bit share id (a number, as
    // the spec's practiceListId is) is the only way in now; existing rows get one.
    id: '006_commerce_share_ids',
    sql: `
      ALTER TABLE share_score ADD COLUMN share_id INTEGER;
      UPDATE share_score SET share_id = ${SHARE_ID_MIN} + abs(random()) % ${SHARE_ID_SPAN};
      CREATE UNIQUE INDEX share_score_share_id ON share_score(share_id);
    `,
  },
  {
    // Issue 15 (several instances): at most one pending order per user, product and scope, enforced by the database,
    // so two pay pages opened at once on two instances reuse one order. Older duplicates are cancelled first.
    id: '006_commerce_one_pending_order',
    sql: `
      UPDATE product_order SET status = 2 WHERE status = 0 AND EXISTS (
        SELECT 1 FROM product_order p
        WHERE p.user_id = product_order.user_id AND p.product_info_id = product_order.product_info_id
          AND p.all_skills = product_order.all_skills AND p.status = 0
          AND (p.create_time > product_order.create_time OR (p.create_time = product_order.create_time AND p.order_no > product_order.order_no))
      );
      CREATE UNIQUE INDEX product_order_pending ON product_order(user_id, product_info_id, all_skills) WHERE status = 0;
    `,
  },
  {
    // Issue 16 商品与订单: the back office's 限时折扣 switch per product, refunds (when, why), and the lookups a refund
    // and the order list make (the unlocks an order granted; orders by status, newest first).
    id: '006_commerce_product_admin',
    sql: `
      ALTER TABLE product_info ADD COLUMN discount_tag INTEGER NOT NULL DEFAULT 1;
      ALTER TABLE product_order ADD COLUMN refund_time TEXT;
      ALTER TABLE product_order ADD COLUMN refund_reason TEXT NOT NULL DEFAULT '';
      CREATE INDEX user_skill_unlock_order ON user_skill_unlock(order_no);
      CREATE INDEX product_order_status ON product_order(status, create_time);
    `,
  },
  {
    // Issue 17 客服: a 转人工 opens a conversation the agents' inbox lists (at most one open per student and line);
    // agent_read_id is the last chat_record the agents have seen, so unread counts come from chat_record itself.
    id: '006_commerce_service_desk',
    sql: `
      CREATE TABLE service_conversation (
        id INTEGER PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES sys_user(user_id) ON DELETE CASCADE,
        identify TEXT NOT NULL,
        status TEXT NOT NULL DEFAULT '0',
        first_record_id INTEGER NOT NULL,
        agent_read_id INTEGER NOT NULL DEFAULT 0,
        transfer_time TEXT NOT NULL,
        update_time TEXT NOT NULL
      );
      CREATE UNIQUE INDEX service_conversation_open ON service_conversation(user_id, identify) WHERE status = '0';
      CREATE INDEX service_conversation_update ON service_conversation(status, update_time);
      CREATE INDEX chat_record_user_id ON chat_record(user_id, identify, id);
    `,
  },
];
