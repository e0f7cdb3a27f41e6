import type { FastifyInstance } from 'fastify';
import { commercePaths, customerAddBody, customerListQuery, directoryQuery, problemQuery } from '@medteach/contract';
import { currentUser } from '../../core/context';
import { ok, table } from '../../core/envelope';
import { parse } from '../../core/validate';
import { addMessage, history } from './chat';
import { directories, problems } from './chat-repository';
import { announceInboxNews } from './inbox-news';
import { SIGNED_IN } from '../../core/routing';

/** Customer-service chat: directories and questions, the user's history, and sending a message. */
export async function chatRoutes(app: FastifyInstance) {
  const { db, bus } = app.ctx;

  app.get(commercePaths.directoryList, SIGNED_IN, async (req) => {
    const q = parse(directoryQuery, req.query);
    return ok(await directories(db, q.identify, q.type));
  });

  app.get(commercePaths.problemList, SIGNED_IN, async (req) => {
    const q = parse(problemQuery, req.query);
    return ok(await problems(db, q.identify, q));
  });

  app.get(commercePaths.customerList, SIGNED_IN, async (req) => {
    const { total, rows } = await history(db, currentUser(req).userId, parse(customerListQuery, req.query));
    return table(rows, total);
  });

  app.post(commercePaths.customerAdd, SIGNED_IN, async (req) => ok(await addMessage(db, currentUser(req).userId, parse(customerAddBody, req.body), () => announceInboxNews(bus))));
}
