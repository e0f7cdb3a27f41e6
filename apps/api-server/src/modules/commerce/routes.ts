import type { FastifyInstance } from 'fastify';
import { ensureCommerceFiles } from './demo-images';
import { otherCommerceRoutes } from './other-routes';
import { productRoutes } from './product-routes';
import { SEED_PRODUCTS } from './seed-data';
import { wechatRoutes } from './wechat/routes';

/**
 * Commerce module: products and payment (with the sandbox cashier), invites, share score, knowledge, customer service,
 * and WeChat JS-SDK signatures for the landing pages' open-app tag.
 */
export async function commerceRoutes(app: FastifyInstance) {
  ensureCommerceFiles(app.ctx.config.uploadDir, SEED_PRODUCTS);
  await app.register(productRoutes);
  await app.register(otherCommerceRoutes);
  await app.register(wechatRoutes);
}
