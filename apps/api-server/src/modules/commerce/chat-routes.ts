import type { FastifyInstance } from 'fastify';
import { commercePaths, customerAddBody, customerListQuery, directoryQuery, problemQuery } from '@medteach/contract';
import { currentUser } from '../../core/context';
import { ok, table } from '../../core/envelope';
import { parse } from '../../core/validate';
import { addMessage, history } from './chat';
import { directories, problems } from './chat-repository';

/** Customer-service chat: directories and questions, the user's history, and sending a message. */
export async function chatRoutes(app: FastifyInstance) {
  const { kdb } = app.ctx;

  app.get(commercePaths.directoryList, async (req) => {
    const q = parse(directoryQuery, req.query);
    return ok(await directories(kdb, q.identify, q.type));
  });

  app.get(commercePaths.problemList, async (req) => {
    const q = parse(problemQuery, req.query);
    return ok(await problems(kdb, q.identify, q));
  });

  app.get(commercePaths.customerList, async (req) => {
    const { total, rows } = await history(kdb, currentUser(req).userId, parse(customerListQuery, req.query));
    return table(rows, total);
  });

  app.post(commercePaths.customerAdd, async (req) => ok(await addMessage(kdb, currentUser(req).userId, parse(customerAddBody, req.body))));
}
