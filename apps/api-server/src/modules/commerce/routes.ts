import type { FastifyInstance } from 'fastify';
import { chatAdminRoutes } from './chat-admin-routes';
import { chatRoutes } from './chat-routes';
import { ensureCommerceFiles } from './demo-images';
import { inviteRoutes } from './invite-routes';
import { knowledgeAdminRoutes } from './knowledge-admin-routes';
import { knowledgeRoutes } from './knowledge-routes';
import { orderAdminRoutes } from './order-admin-routes';
import { productAdminRoutes } from './product-admin-routes';
import { productRoutes } from './product-routes';
import { SEED_PRODUCTS } from './seed-data';
import { serviceDeskRoutes } from './service-desk-routes';
import { shareScoreRoutes } from './share-score-routes';
import { wechatRoutes } from './wechat/routes';

/**
 * Commerce module: products and payment (with the sandbox cashier), invites, share score, knowledge, customer service,
 * and WeChat JS-SDK signatures for the landing pages' open-app tag.
 */
export async function commerceRoutes(app: FastifyInstance) {
  ensureCommerceFiles(app.ctx.config.uploadDir, SEED_PRODUCTS);
  await app.register(productRoutes);
  await app.register(productAdminRoutes);
  await app.register(orderAdminRoutes);
  await app.register(inviteRoutes);
  await app.register(shareScoreRoutes);
  await app.register(knowledgeRoutes);
  await app.register(knowledgeAdminRoutes);
  await app.register(chatRoutes);
  await app.register(serviceDeskRoutes);
  await app.register(chatAdminRoutes);
  await app.register(wechatRoutes);
}
